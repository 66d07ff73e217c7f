//! Opening hours: a weekly schedule in the store's own time zone, with the special states real
//! listings have (by appointment only, seasonal, temporarily closed).

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// One opening interval, `HH:MM` 24-hour local times. `close` is exclusive; a `close` before
/// `open` runs past midnight into the next day.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize, ToSchema)]
pub struct TimeRange {
    pub open: String,
    pub close: String,
}

/// The intervals of one weekday; empty means closed that day.
pub type DayHours = Vec<TimeRange>;

/// Monday to Sunday.
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash, Serialize, Deserialize, ToSchema)]
pub struct WeeklyHours {
    #[schema(value_type = Vec<TimeRange>)]
    pub monday: DayHours,
    #[schema(value_type = Vec<TimeRange>)]
    pub tuesday: DayHours,
    #[schema(value_type = Vec<TimeRange>)]
    pub wednesday: DayHours,
    #[schema(value_type = Vec<TimeRange>)]
    pub thursday: DayHours,
    #[schema(value_type = Vec<TimeRange>)]
    pub friday: DayHours,
    #[schema(value_type = Vec<TimeRange>)]
    pub saturday: DayHours,
    #[schema(value_type = Vec<TimeRange>)]
    pub sunday: DayHours,
}

/// How to read the weekly schedule.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize, ToSchema)]
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
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize, ToSchema)]
pub struct Season {
    pub from: String,
    pub to: String,
}

/// A store's opening hours.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize, ToSchema)]
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

/// A number written with `min..=max` ASCII digits and nothing else (no sign, no spaces).
fn parse_digits(s: &str, min: usize, max: usize) -> Option<u32> {
    if (min..=max).contains(&s.len()) && s.bytes().all(|b| b.is_ascii_digit()) {
        s.parse().ok()
    } else {
        None
    }
}

/// Minutes since midnight of an `H:MM` or `HH:MM` time (`24:00` allowed as the end of the day);
/// spaces around the time are ignored, anything else malformed is `None`.
fn parse_hhmm(s: &str) -> Option<u32> {
    let (h, m) = s.trim().split_once(':')?;
    let (h, m) = (parse_digits(h, 1, 2)?, parse_digits(m, 2, 2)?);
    (h < 24 && m < 60 || h == 24 && m == 0).then_some(h * 60 + m)
}

/// `MM-DD` (or `M-D`) as a comparable number (`month * 100 + day`); spaces around it are ignored.
fn parse_mmdd(s: &str) -> Option<u32> {
    let (m, d) = s.trim().split_once('-')?;
    let (m, d) = (parse_digits(m, 1, 2)?, parse_digits(d, 1, 2)?);
    ((1..=12).contains(&m) && (1..=31).contains(&d)).then_some(m * 100 + d)
}

/// The IANA time zone of a name (links such as `US/Central` included). Names match regardless of
/// case, as in JavaScript's `Intl` (`america/chicago` is `America/Chicago`); anything else,
/// abbreviations such as `CST` and UTC offsets included, is unknown.
fn time_zone(name: &str) -> Option<chrono_tz::Tz> {
    name.parse().ok().or_else(|| {
        chrono_tz::TZ_VARIANTS
            .iter()
            .copied()
            .find(|tz| tz.name().eq_ignore_ascii_case(name))
    })
}

impl WeeklyHours {
    /// Each day with its name as the JSON names it (`monday` … `sunday`), Monday first.
    pub fn named_days(&self) -> [(&'static str, &DayHours); 7] {
        [
            ("monday", &self.monday),
            ("tuesday", &self.tuesday),
            ("wednesday", &self.wednesday),
            ("thursday", &self.thursday),
            ("friday", &self.friday),
            ("saturday", &self.saturday),
            ("sunday", &self.sunday),
        ]
    }

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
    /// What an editor must fix before these hours can be stored: each problem with the path of its
    /// field (`["weekly", "monday", "0", "open"]`) and a sentence saying what is wrong.
    pub fn problems(&self) -> Vec<(Vec<String>, String)> {
        let mut out = Vec::new();
        let path = |parts: &[&str]| parts.iter().map(|p| p.to_string()).collect::<Vec<_>>();
        if time_zone(&self.time_zone).is_none() {
            out.push((
                path(&["timeZone"]),
                format!(
                    "{:?} is not a time zone (e.g. America/Chicago)",
                    self.time_zone
                ),
            ));
        }
        for (day, ranges) in self.weekly.named_days() {
            for (i, r) in ranges.iter().enumerate() {
                let i = i.to_string();
                let (open, close) = (parse_hhmm(&r.open), parse_hhmm(&r.close));
                if open.is_none() {
                    out.push((
                        path(&["weekly", day, &i, "open"]),
                        format!("The opening time on {day} must be a time such as 10:00"),
                    ));
                }
                if close.is_none() {
                    out.push((
                        path(&["weekly", day, &i, "close"]),
                        format!("The closing time on {day} must be a time such as 17:30"),
                    ));
                }
                if open.is_some() && open == close {
                    out.push((
                        path(&["weekly", day, &i, "close"]),
                        format!("On {day} the store closes when it opens"),
                    ));
                }
            }
        }
        match (&self.season, self.status) {
            (None, OpeningStatus::Seasonal) => out.push((
                path(&["season"]),
                "A seasonal store needs its season (from and to, MM-DD)".to_string(),
            )),
            (Some(season), _) => {
                if parse_mmdd(&season.from).is_none() {
                    out.push((
                        path(&["season", "from"]),
                        "The season must start on a date such as 05-01 (MM-DD)".to_string(),
                    ));
                }
                if parse_mmdd(&season.to).is_none() {
                    out.push((
                        path(&["season", "to"]),
                        "The season must end on a date such as 10-31 (MM-DD)".to_string(),
                    ));
                }
            }
            (None, _) => {}
        }
        out
    }

    /// Whether the store is open at `at`, read in the store's own time zone.
    ///
    /// By-appointment and temporarily closed stores are never "open now"; a seasonal store is open
    /// only inside its season. An unknown time zone or malformed times count as closed. An interval
    /// whose close is before its open runs past midnight into the next day.
    pub fn is_open_at(&self, at: chrono::DateTime<chrono::Utc>) -> bool {
        use chrono::{Datelike, Timelike};
        let Some(tz) = time_zone(&self.time_zone) else {
            return false;
        };
        let local = at.with_timezone(&tz);
        self.is_open_on(
            local.weekday(),
            local.hour() * 60 + local.minute(),
            local.month() * 100 + local.day(),
        )
    }

    /// Whether the store is open on a weekday at a local time (`minute` since midnight) on a date of
    /// the year (`month * 100 + day`, for seasons), all read on the store's own clock: "open on
    /// Saturday at 2 pm" asks every store about 2 pm where it is. The same rules as [`is_open_at`].
    ///
    /// [`is_open_at`]: OpeningHours::is_open_at
    pub fn is_open_on(&self, weekday: chrono::Weekday, minute: u32, mmdd: u32) -> bool {
        if time_zone(&self.time_zone).is_none() {
            return false;
        }
        match self.status {
            OpeningStatus::Regular => {}
            OpeningStatus::Seasonal => {
                if !self.season.as_ref().is_some_and(|s| s.contains(mmdd)) {
                    return false;
                }
            }
            OpeningStatus::ByAppointment | OpeningStatus::TemporarilyClosed => return false,
        }
        let today = self.weekly.day(weekday);
        let yesterday = self.weekly.day(weekday.pred());
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
    use chrono::Utc;

    /// The table of cases the web app's badge runs too.
    const SHARED_CASES: &str = include_str!("../../../contract/cases/opening-hours.json");

    #[derive(Deserialize)]
    struct SharedCases {
        cases: Vec<SharedCase>,
    }

    #[derive(Deserialize)]
    struct SharedCase {
        name: String,
        hours: OpeningHours,
        at: chrono::DateTime<Utc>,
        open: bool,
        /// The badge state; the content service has no equivalent, only `open`.
        state: String,
    }

    #[test]
    fn shared_cases() {
        let table: SharedCases =
            serde_json::from_str(SHARED_CASES).expect("opening-hours.json is a valid case table");
        assert!(!table.cases.is_empty(), "opening-hours.json holds no cases");
        let failures: Vec<String> = table
            .cases
            .iter()
            .filter_map(|c| {
                let got = c.hours.is_open_at(c.at);
                if c.open != (c.state == "open") {
                    Some(format!(
                        "{}: open {} contradicts state {:?}",
                        c.name, c.open, c.state
                    ))
                } else if got != c.open {
                    Some(format!("{}: expected open {}, got {got}", c.name, c.open))
                } else {
                    None
                }
            })
            .collect();
        assert!(
            failures.is_empty(),
            "{} of {} shared cases failed:\n{}",
            failures.len(),
            table.cases.len(),
            failures.join("\n")
        );
    }
}
