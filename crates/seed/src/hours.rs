//! Opening hours for generated stores: mostly regular weekly schedules, some by appointment,
//! seasonal or temporarily closed.

use crate::rng::Rng;
use antiques_model::{DayHours, OpeningHours, OpeningStatus, Season, TimeRange, WeeklyHours};

fn range(open: &str, close: &str) -> DayHours {
    vec![TimeRange {
        open: open.to_string(),
        close: close.to_string(),
    }]
}

/// A schedule with the same hours on the days marked in `days` (Monday first).
fn week(days: [bool; 7], open: &str, close: &str) -> WeeklyHours {
    let d = |on: bool| if on { range(open, close) } else { Vec::new() };
    WeeklyHours {
        monday: d(days[0]),
        tuesday: d(days[1]),
        wednesday: d(days[2]),
        thursday: d(days[3]),
        friday: d(days[4]),
        saturday: d(days[5]),
        sunday: d(days[6]),
    }
}

fn regular_week(rng: &mut Rng, multi_vendor: bool) -> WeeklyHours {
    const Y: bool = true;
    const N: bool = false;
    if multi_vendor && rng.chance(0.5) {
        let mut w = week([Y, Y, Y, Y, Y, Y, N], "10:00", "18:00");
        w.sunday = range("11:00", "17:00");
        return w;
    }
    match rng.below(9) {
        0 => {
            let mut w = week([Y, Y, Y, Y, Y, Y, N], "10:00", "17:00");
            w.sunday = range("12:00", "17:00");
            w
        }
        1 => week([N, Y, Y, Y, Y, Y, N], "10:00", "17:00"),
        2 => week([Y; 7], "10:00", "18:00"),
        3 => week([N, N, Y, Y, Y, Y, Y], "10:00", "17:00"),
        4 => week([N, N, N, Y, Y, Y, Y], "11:00", "17:00"),
        5 => week([Y, Y, Y, Y, Y, Y, N], "09:00", "17:30"),
        6 => {
            let mut w = week([N, Y, Y, Y, Y, N, N], "10:00", "17:00");
            w.saturday = range("10:00", "16:00");
            w
        }
        7 => {
            // Closed over lunch: two intervals a day.
            let split = vec![
                TimeRange {
                    open: "10:00".into(),
                    close: "12:30".into(),
                },
                TimeRange {
                    open: "13:30".into(),
                    close: "17:00".into(),
                },
            ];
            WeeklyHours {
                tuesday: split.clone(),
                wednesday: split.clone(),
                thursday: split.clone(),
                friday: split.clone(),
                saturday: split,
                ..WeeklyHours::default()
            }
        }
        _ => {
            let mut w = week([Y, Y, Y, Y, Y, Y, Y], "09:30", "17:30");
            w.sunday = range("12:00", "16:00");
            w
        }
    }
}

/// Opening hours in time zone `tz`, or `None` (a few stores list no hours).
/// `show_town` marks stores in towns with big show weeks (they may note longer hours then).
pub fn opening_hours(
    rng: &mut Rng,
    tz: &str,
    multi_vendor: bool,
    show_town: bool,
) -> Option<OpeningHours> {
    if rng.chance(0.05) {
        return None;
    }
    let mut hours = OpeningHours {
        time_zone: tz.to_string(),
        status: OpeningStatus::Regular,
        weekly: WeeklyHours::default(),
        season: None,
        note: None,
    };
    match rng.weighted(&[78, 7, 11, 4]) {
        0 => {
            hours.weekly = regular_week(rng, multi_vendor);
            hours.note = if show_town && rng.chance(0.4) {
                Some("Extended hours during show weeks.".to_string())
            } else if rng.chance(0.12) {
                Some(
                    rng.pick(&[
                        "Closed on major holidays.",
                        "Winter hours may be shorter; call ahead.",
                        "Open later on the first Friday of the month.",
                        "Holiday hours posted in December.",
                    ])
                    .to_string(),
                )
            } else {
                None
            };
        }
        1 => {
            hours.status = OpeningStatus::ByAppointment;
            hours.note = Some(
                rng.pick(&[
                    "Visits by appointment: call or e-mail to arrange a time.",
                    "By appointment only; we are happy to open for you on short notice.",
                ])
                .to_string(),
            );
        }
        2 => {
            hours.status = OpeningStatus::Seasonal;
            let (from, to) = *rng.pick(&[
                ("04-01", "10-31"),
                ("05-15", "10-15"),
                ("05-01", "12-23"),
                ("06-01", "09-30"),
            ]);
            hours.season = Some(Season {
                from: from.to_string(),
                to: to.to_string(),
            });
            hours.weekly = if rng.chance(0.5) {
                week(
                    [false, false, false, false, true, true, true],
                    "10:00",
                    "16:00",
                )
            } else {
                week(
                    [true, false, false, true, true, true, true],
                    "10:00",
                    "17:00",
                )
            };
            if rng.chance(0.5) {
                hours.note = Some("Open by appointment in the off-season.".to_string());
            }
        }
        _ => {
            hours.status = OpeningStatus::TemporarilyClosed;
            hours.weekly = regular_week(rng, multi_vendor);
            hours.note = Some(
                rng.pick(&[
                    "Temporarily closed for renovations.",
                    "Temporarily closed while we move to a new location.",
                    "Temporarily closed; reopening soon.",
                ])
                .to_string(),
            );
        }
    }
    Some(hours)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn all_statuses_occur_and_times_are_well_formed() {
        let mut rng = Rng::new(11);
        let mut seen = std::collections::HashSet::new();
        for _ in 0..2000 {
            if let Some(h) = opening_hours(&mut rng, "America/Chicago", false, true) {
                seen.insert(format!("{:?}", h.status));
                for day in [&h.weekly.monday, &h.weekly.sunday, &h.weekly.friday] {
                    for r in day {
                        assert!(r.open < r.close && r.open.len() == 5 && r.close.len() == 5);
                    }
                }
                assert_eq!(h.season.is_some(), h.status == OpeningStatus::Seasonal);
            }
        }
        assert_eq!(seen.len(), 4);
    }
}
