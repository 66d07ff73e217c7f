//! Opening hours: a weekly schedule in the store's own time zone, with the special states real
//! listings have (by appointment only, seasonal, temporarily closed).

use serde::{Deserialize, Serialize};

/// One opening interval, `HH:MM` 24-hour local times. `close` after `open`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TimeRange {
    pub open: String,
    pub close: String,
}

/// The intervals of one weekday; empty means closed that day.
pub type DayHours = Vec<TimeRange>;

/// Monday to Sunday.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct WeeklyHours {
    pub monday: DayHours,
    pub tuesday: DayHours,
    pub wednesday: DayHours,
    pub thursday: DayHours,
    pub friday: DayHours,
    pub saturday: DayHours,
    pub sunday: DayHours,
}

/// How to read the weekly schedule.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum OpeningStatus {
    /// The weekly schedule applies all year.
    #[default]
    Regular,
    /// No fixed hours: visits by appointment (the weekly schedule may be empty).
    ByAppointment,
    /// The weekly schedule applies only within `season`.
    Seasonal,
    /// Closed for now, whatever the schedule says.
    TemporarilyClosed,
}

/// A yearly window, `MM-DD` to `MM-DD` inclusive (may wrap over New Year).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Season {
    pub from: String,
    pub to: String,
}

/// A store's opening hours.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct OpeningHours {
    /// IANA time zone of the store, e.g. `America/Chicago`.
    pub time_zone: String,
    pub status: OpeningStatus,
    pub weekly: WeeklyHours,
    pub season: Option<Season>,
    /// Free text shown under the hours (e.g. "Open late during Round Top show weeks").
    pub note: Option<String>,
}

/// Minutes since midnight of an `HH:MM` time (`24:00` allowed as the end of the day).
fn parse_hhmm(s: &str) -> Option<u32> {
    let (h, m) = s.split_once(':')?;
    let (h, m): (u32, u32) = (h.trim().parse().ok()?, m.trim().parse().ok()?);
    (h < 24 && m < 60 || h == 24 && m == 0).then_some(h * 60 + m)
}

/// `MM-DD` as a comparable number (`month * 100 + day`).
fn parse_mmdd(s: &str) -> Option<u32> {
    let (m, d) = s.split_once('-')?;
    let (m, d): (u32, u32) = (m.parse().ok()?, d.parse().ok()?);
    ((1..=12).contains(&m) && (1..=31).contains(&d)).then_some(m * 100 + d)
}

impl WeeklyHours {
    /// The intervals of a weekday.
    pub fn day(&self, weekday: chrono::Weekday) -> &DayHours {
        use chrono::Weekday::*;
        match weekday {
            Mon => &self.monday,
            Tue => &self.tuesday,
            Wed => &self.wednesday,
            Thu => &self.thursday,
            Fri => &self.friday,
            Sat => &self.saturday,
            Sun => &self.sunday,
        }
    }
}

impl Season {
    /// Whether a local date (`month * 100 + day`) lies in the season; wraps over New Year.
    fn contains(&self, mmdd: u32) -> bool {
        match (parse_mmdd(&self.from), parse_mmdd(&self.to)) {
            (Some(from), Some(to)) if from <= to => (from..=to).contains(&mmdd),
            (Some(from), Some(to)) => mmdd >= from || mmdd <= to,
            _ => false,
        }
    }
}

impl OpeningHours {
    /// Whether the store is open at `at`, read in the store's own time zone.
    ///
    /// By-appointment and temporarily closed stores are never "open now"; a seasonal store is open
    /// only inside its season. An unknown time zone or malformed times count as closed. An interval
    /// whose close is before its open runs past midnight into the next day.
    pub fn is_open_at(&self, at: chrono::DateTime<chrono::Utc>) -> bool {
        use chrono::{Datelike, Timelike};
        let Ok(tz) = self.time_zone.parse::<chrono_tz::Tz>() else {
            return false;
        };
        let local = at.with_timezone(&tz);
        match self.status {
            OpeningStatus::Regular => {}
            OpeningStatus::Seasonal => {
                let mmdd = local.month() * 100 + local.day();
                if !self.season.as_ref().is_some_and(|s| s.contains(mmdd)) {
                    return false;
                }
            }
            OpeningStatus::ByAppointment | OpeningStatus::TemporarilyClosed => return false,
        }
        let minute = local.hour() * 60 + local.minute();
        let today = self.weekly.day(local.weekday());
        let yesterday = self.weekly.day(local.weekday().pred());
        let open_today = today
            .iter()
            .any(|r| match (parse_hhmm(&r.open), parse_hhmm(&r.close)) {
                (Some(o), Some(c)) if o < c => (o..c).contains(&minute),
                (Some(o), Some(c)) if c < o => minute >= o,
                _ => false,
            });
        let spill_from_yesterday =
            yesterday
                .iter()
                .any(|r| match (parse_hhmm(&r.open), parse_hhmm(&r.close)) {
                    (Some(o), Some(c)) if c < o => minute < c,
                    _ => false,
                });
        open_today || spill_from_yesterday
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::{TimeZone, Utc};

    fn tuesday_10_to_17(status: OpeningStatus, season: Option<Season>) -> OpeningHours {
        OpeningHours {
            time_zone: "America/Chicago".into(),
            status,
            weekly: WeeklyHours {
                tuesday: vec![TimeRange {
                    open: "10:00".into(),
                    close: "17:00".into(),
                }],
                friday: vec![TimeRange {
                    open: "20:00".into(),
                    close: "02:00".into(),
                }],
                ..WeeklyHours::default()
            },
            season,
            note: None,
        }
    }

    #[test]
    fn open_inside_interval_in_local_time() {
        let h = tuesday_10_to_17(OpeningStatus::Regular, None);
        // Tuesday 2026-06-02 16:30 UTC = 11:30 CDT.
        assert!(h.is_open_at(Utc.with_ymd_and_hms(2026, 6, 2, 16, 30, 0).unwrap()));
        // 22:30 UTC = 17:30 CDT: closed (close is exclusive).
        assert!(!h.is_open_at(Utc.with_ymd_and_hms(2026, 6, 2, 22, 30, 0).unwrap()));
        // 14:30 UTC = 09:30 CDT: not yet open.
        assert!(!h.is_open_at(Utc.with_ymd_and_hms(2026, 6, 2, 14, 30, 0).unwrap()));
        // Wednesday: closed all day.
        assert!(!h.is_open_at(Utc.with_ymd_and_hms(2026, 6, 3, 16, 30, 0).unwrap()));
    }

    #[test]
    fn interval_past_midnight_spills_into_next_day() {
        let h = tuesday_10_to_17(OpeningStatus::Regular, None);
        // Saturday 2026-06-06 06:00 UTC = 01:00 CDT, inside Friday 20:00-02:00.
        assert!(h.is_open_at(Utc.with_ymd_and_hms(2026, 6, 6, 6, 0, 0).unwrap()));
        assert!(!h.is_open_at(Utc.with_ymd_and_hms(2026, 6, 6, 8, 0, 0).unwrap()));
    }

    #[test]
    fn special_statuses() {
        let at = Utc.with_ymd_and_hms(2026, 6, 2, 16, 30, 0).unwrap();
        assert!(!tuesday_10_to_17(OpeningStatus::ByAppointment, None).is_open_at(at));
        assert!(!tuesday_10_to_17(OpeningStatus::TemporarilyClosed, None).is_open_at(at));
        let summer = Season {
            from: "04-01".into(),
            to: "10-31".into(),
        };
        assert!(tuesday_10_to_17(OpeningStatus::Seasonal, Some(summer)).is_open_at(at));
        let winter = Season {
            from: "11-01".into(),
            to: "03-31".into(),
        };
        assert!(!tuesday_10_to_17(OpeningStatus::Seasonal, Some(winter.clone())).is_open_at(at));
        // Wrapping season contains January.
        let mut h = tuesday_10_to_17(OpeningStatus::Seasonal, Some(winter));
        h.weekly.tuesday = vec![TimeRange {
            open: "00:00".into(),
            close: "24:00".into(),
        }];
        assert!(h.is_open_at(Utc.with_ymd_and_hms(2026, 1, 6, 18, 0, 0).unwrap()));
    }

    #[test]
    fn unknown_time_zone_is_closed() {
        let mut h = tuesday_10_to_17(OpeningStatus::Regular, None);
        h.time_zone = "Mars/Olympus".into();
        assert!(!h.is_open_at(Utc.with_ymd_and_hms(2026, 6, 2, 16, 30, 0).unwrap()));
    }
}
