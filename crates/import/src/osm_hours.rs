//! The common forms of OpenStreetMap `opening_hours` values, read into [`OpeningHours`].
//!
//! Understood: weekday ranges and lists (`Mo-Sa`, `Mo,We,Fr`, wrapping `Fr-Mo`), several time
//! ranges (`10:00-12:00,13:00-17:00`), overnight ranges, `off`/`closed`, rules separated by `;`
//! (later rules override earlier ones for their days) or by `,` before a new weekday, `||`
//! fallbacks, `24/7`, public-holiday rules (ignored), "by appointment" in any spelling or as a
//! quoted comment, other quoted comments (kept as the note), and a leading month range
//! (`Apr-Oct`, `May 15-Oct 15:`) which makes the hours seasonal. Anything else (week numbers,
//! `sunrise`, `[1]` nth-weekday selectors...) is an error, so the caller can drop the value and say
//! why rather than show wrong hours.

use antiques_model::{OpeningHours, OpeningStatus, Season, TimeRange, WeeklyHours};
use thiserror::Error;

/// Why an `opening_hours` value could not be read.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("opening_hours {value:?} not understood: {reason}")]
pub struct HoursError {
    pub value: String,
    pub reason: String,
}

#[derive(Debug, Clone, PartialEq)]
enum Tok {
    Day(usize),
    Month(u32),
    Num(u32),
    Time(String),
    Dash,
    Comma,
    Colon,
    Plus,
    Off,
    Holiday,
    Appointment,
    Comment(String),
    Word(String),
}

const DAYS: [&str; 7] = ["mo", "tu", "we", "th", "fr", "sa", "su"];
const MONTHS: [&str; 12] = [
    "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec",
];
const MONTH_DAYS: [u32; 12] = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

fn tokenize(rule: &str) -> Result<Vec<Tok>, String> {
    let chars: Vec<char> = rule.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        match c {
            c if c.is_whitespace() => i += 1,
            '"' => {
                let end = chars[i + 1..]
                    .iter()
                    .position(|&c| c == '"')
                    .map_or(chars.len(), |p| i + 1 + p);
                let text: String = chars[i + 1..end].iter().collect();
                out.push(if text.to_lowercase().contains("appointment") {
                    Tok::Appointment
                } else {
                    Tok::Comment(text.trim().to_string())
                });
                i = end + 1;
            }
            '-' | '–' => {
                out.push(Tok::Dash);
                i += 1;
            }
            ',' => {
                out.push(Tok::Comma);
                i += 1;
            }
            ':' => {
                out.push(Tok::Colon);
                i += 1;
            }
            '+' => {
                out.push(Tok::Plus);
                i += 1;
            }
            c if c.is_ascii_digit() => {
                let start = i;
                while i < chars.len() && chars[i].is_ascii_digit() {
                    i += 1;
                }
                let hours: String = chars[start..i].iter().collect();
                if i < chars.len()
                    && chars[i] == ':'
                    && chars.get(i + 1).is_some_and(char::is_ascii_digit)
                {
                    let ms = i + 1;
                    let mut j = ms;
                    while j < chars.len() && chars[j].is_ascii_digit() {
                        j += 1;
                    }
                    let minutes: String = chars[ms..j].iter().collect();
                    let (h, m): (u32, u32) = (
                        hours.parse().map_err(|_| "bad hour")?,
                        minutes.parse().map_err(|_| "bad minute")?,
                    );
                    if minutes.len() != 2 || h > 24 || m > 59 || (h == 24 && m > 0) {
                        return Err(format!("bad time {hours}:{minutes}"));
                    }
                    out.push(Tok::Time(format!("{h:02}:{m:02}")));
                    i = j;
                } else {
                    out.push(Tok::Num(hours.parse().map_err(|_| "bad number")?));
                }
            }
            c if c.is_alphabetic() || c == '_' => {
                let start = i;
                while i < chars.len()
                    && (chars[i].is_alphabetic() || chars[i] == '_' || chars[i] == '.')
                {
                    i += 1;
                }
                let word: String = chars[start..i].iter().collect::<String>().to_lowercase();
                let word = word.trim_end_matches('.');
                let day = |w: &str| {
                    DAYS.iter().position(|d| {
                        w == *d
                            || (w.len() >= 3
                                && w.starts_with(d)
                                && DAYS_FULL.iter().any(|f| f.starts_with(w)))
                    })
                };
                let tok = if let Some(d) = day(word) {
                    Tok::Day(d)
                } else if let Some(m) = MONTHS
                    .iter()
                    .position(|m| word == *m || (word.len() > 3 && word.starts_with(m)))
                {
                    Tok::Month(m as u32 + 1)
                } else {
                    match word {
                        "off" | "closed" => Tok::Off,
                        "ph" | "sh" => Tok::Holiday,
                        "appointment" | "by_appointment" | "appointments" | "appt" => {
                            Tok::Appointment
                        }
                        "by" | "on" | "only" | "and" | "or" | "call" => Tok::Word(word.to_string()),
                        other => return Err(format!("unsupported word {other:?}")),
                    }
                };
                out.push(tok);
            }
            '[' | ']' | '/' => return Err(format!("unsupported selector {c:?}")),
            other => return Err(format!("unexpected character {other:?}")),
        }
    }
    Ok(out)
}

const DAYS_FULL: [&str; 7] = [
    "monday",
    "tuesday",
    "wednesday",
    "thursday",
    "friday",
    "saturday",
    "sunday",
];

/// One rule's effect: the days it names, and their ranges (empty when closed).
struct Rule {
    season: Option<Season>,
    assignments: Vec<(Vec<usize>, Vec<TimeRange>)>,
    appointment: bool,
    comments: Vec<String>,
}

fn mmdd(month: u32, day: Option<u32>, end: bool) -> Result<String, String> {
    let max = MONTH_DAYS[month as usize - 1];
    let d = day.unwrap_or(if end { max } else { 1 });
    if d == 0 || d > max {
        return Err(format!("bad day {d} of month {month}"));
    }
    Ok(format!("{month:02}-{d:02}"))
}

/// The weekday selector being read and the times given for it.
#[derive(Default)]
struct Selector {
    days: Vec<usize>,
    ranges: Vec<TimeRange>,
    closed: bool,
    holiday_only: bool,
}

impl Selector {
    /// Applies the selector to the rule (no days named means every day) and starts afresh.
    fn commit(&mut self, rule: &mut Rule) {
        let taken = std::mem::take(self);
        if taken.days.is_empty() && taken.holiday_only {
            return; // a public-holiday-only selector: ignored
        }
        if !taken.ranges.is_empty() || taken.closed {
            let days = if taken.days.is_empty() {
                (0..7).collect()
            } else {
                taken.days
            };
            rule.assignments.push((
                days,
                if taken.closed {
                    Vec::new()
                } else {
                    taken.ranges
                },
            ));
        }
    }
}

fn parse_rule(tokens: &[Tok]) -> Result<Rule, String> {
    let mut rule = Rule {
        season: None,
        assignments: Vec::new(),
        appointment: false,
        comments: Vec::new(),
    };
    let mut i = 0;
    // Leading month range: `Apr-Oct`, `May 15-Oct 15`, `Jun`, then an optional colon.
    if let Some(Tok::Month(m1)) = tokens.first() {
        i = 1;
        let d1 = if let Some(Tok::Num(d)) = tokens.get(i) {
            i += 1;
            Some(*d)
        } else {
            None
        };
        let (m2, d2) = if tokens.get(i) == Some(&Tok::Dash) {
            let Some(Tok::Month(m2)) = tokens.get(i + 1) else {
                return Err("month range without an end month".into());
            };
            i += 2;
            let d2 = if let Some(Tok::Num(d)) = tokens.get(i) {
                i += 1;
                Some(*d)
            } else {
                None
            };
            (*m2, d2)
        } else {
            (*m1, if d1.is_some() { d1 } else { None })
        };
        rule.season = Some(Season {
            from: mmdd(*m1, d1, false)?,
            to: mmdd(m2, d2, true)?,
        });
        if tokens.get(i) == Some(&Tok::Colon) {
            i += 1;
        }
    }
    let mut sel = Selector::default();
    while i < tokens.len() {
        match &tokens[i] {
            Tok::Day(d) => {
                if !sel.ranges.is_empty() || sel.closed {
                    sel.commit(&mut rule);
                }
                let start = *d;
                if tokens.get(i + 1) == Some(&Tok::Dash) {
                    let Some(Tok::Day(end)) = tokens.get(i + 2) else {
                        return Err("weekday range without an end day".into());
                    };
                    let mut x = start;
                    loop {
                        if !sel.days.contains(&x) {
                            sel.days.push(x);
                        }
                        if x == *end {
                            break;
                        }
                        x = (x + 1) % 7;
                    }
                    i += 3;
                } else {
                    if !sel.days.contains(&start) {
                        sel.days.push(start);
                    }
                    i += 1;
                }
            }
            Tok::Holiday => {
                if !sel.ranges.is_empty() || sel.closed {
                    sel.commit(&mut rule);
                }
                if sel.days.is_empty() {
                    sel.holiday_only = true;
                }
                i += 1;
            }
            Tok::Time(open) => {
                let (Some(Tok::Dash), Some(Tok::Time(close))) =
                    (tokens.get(i + 1), tokens.get(i + 2))
                else {
                    return Err(format!("time {open} without a closing time"));
                };
                if open == close {
                    return Err(format!("empty time range {open}-{close}"));
                }
                sel.ranges.push(TimeRange {
                    open: open.clone(),
                    close: close.clone(),
                });
                i += 3;
                if tokens.get(i) == Some(&Tok::Plus) {
                    i += 1;
                }
            }
            Tok::Off => {
                sel.closed = true;
                i += 1;
            }
            Tok::Appointment => {
                rule.appointment = true;
                i += 1;
            }
            Tok::Comment(c) => {
                if !c.is_empty() {
                    rule.comments.push(c.clone());
                }
                i += 1;
            }
            Tok::Comma | Tok::Colon | Tok::Word(_) => i += 1,
            Tok::Dash => return Err("unexpected '-'".into()),
            Tok::Plus => return Err("unexpected '+'".into()),
            Tok::Num(n) => return Err(format!("unexpected number {n}")),
            Tok::Month(_) => return Err("month range in the middle of a rule".into()),
        }
    }
    if !sel.days.is_empty() && sel.ranges.is_empty() && !sel.closed && !rule.appointment {
        return Err("weekdays without times".into());
    }
    sel.commit(&mut rule);
    Ok(rule)
}

fn set_day(week: &mut WeeklyHours, day: usize, ranges: Vec<TimeRange>) {
    let slot = match day {
        0 => &mut week.monday,
        1 => &mut week.tuesday,
        2 => &mut week.wednesday,
        3 => &mut week.thursday,
        4 => &mut week.friday,
        5 => &mut week.saturday,
        _ => &mut week.sunday,
    };
    *slot = ranges;
}

fn is_empty(week: &WeeklyHours) -> bool {
    [
        &week.monday,
        &week.tuesday,
        &week.wednesday,
        &week.thursday,
        &week.friday,
        &week.saturday,
        &week.sunday,
    ]
    .iter()
    .all(|d| d.is_empty())
}

/// Reads an OSM `opening_hours` value as hours in `time_zone`.
pub fn parse_opening_hours(value: &str, time_zone: &str) -> Result<OpeningHours, HoursError> {
    let err = |reason: String| HoursError {
        value: value.to_string(),
        reason,
    };
    let text = value.trim();
    if text.is_empty() {
        return Err(err("empty".into()));
    }
    let mut hours = OpeningHours {
        time_zone: time_zone.to_string(),
        status: OpeningStatus::Regular,
        weekly: WeeklyHours::default(),
        season: None,
        note: None,
    };
    if text == "24/7" {
        for d in 0..7 {
            set_day(
                &mut hours.weekly,
                d,
                vec![TimeRange {
                    open: "00:00".into(),
                    close: "24:00".into(),
                }],
            );
        }
        return Ok(hours);
    }
    let mut appointment = false;
    let mut comments: Vec<String> = Vec::new();
    let mut any_rule = false;
    let mut other_seasons: Vec<String> = Vec::new();
    let mut explicitly_closed = false;
    for raw_rule in text
        .split("||")
        .flat_map(|r| r.split(';'))
        .map(str::trim)
        .filter(|r| !r.is_empty())
    {
        let tokens = tokenize(raw_rule).map_err(err)?;
        let rule = parse_rule(&tokens).map_err(err)?;
        appointment |= rule.appointment;
        comments.extend(rule.comments);
        if let Some(season) = &rule.season {
            match &hours.season {
                None => hours.season = Some(season.clone()),
                Some(s) if s == season => {}
                Some(_) => {
                    other_seasons.push(raw_rule.to_string());
                    continue;
                }
            }
        }
        for (days, ranges) in rule.assignments {
            any_rule = true;
            explicitly_closed |= ranges.is_empty();
            for d in days {
                set_day(&mut hours.weekly, d, ranges.clone());
            }
        }
    }
    let no_times = is_empty(&hours.weekly);
    hours.status = if appointment && no_times {
        OpeningStatus::ByAppointment
    } else if no_times && explicitly_closed {
        OpeningStatus::TemporarilyClosed
    } else if no_times {
        return Err(err(if any_rule {
            "no opening times".into()
        } else {
            "nothing to read".into()
        }));
    } else if hours.season.is_some() {
        OpeningStatus::Seasonal
    } else {
        OpeningStatus::Regular
    };
    if hours.status != OpeningStatus::Seasonal {
        hours.season = None;
    }
    let mut notes = Vec::new();
    if appointment && !no_times {
        notes.push("Also open by appointment.".to_string());
    }
    if hours.status == OpeningStatus::TemporarilyClosed {
        notes.push("Listed as closed.".to_string());
    }
    if !other_seasons.is_empty() {
        notes.push(format!("Other seasons: {}.", other_seasons.join("; ")));
    }
    notes.extend(comments);
    if !notes.is_empty() {
        hours.note = Some(notes.join(" "));
    }
    Ok(hours)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tr(o: &str, c: &str) -> Vec<TimeRange> {
        vec![TimeRange {
            open: o.into(),
            close: c.into(),
        }]
    }

    fn parse(s: &str) -> OpeningHours {
        parse_opening_hours(s, "America/Chicago").unwrap_or_else(|e| panic!("{e}"))
    }

    #[test]
    fn weekday_ranges_and_rules() {
        let h = parse("Mo-Sa 10:00-17:00; Su 12:00-17:00");
        assert_eq!(h.status, OpeningStatus::Regular);
        assert_eq!(h.weekly.monday, tr("10:00", "17:00"));
        assert_eq!(h.weekly.saturday, tr("10:00", "17:00"));
        assert_eq!(h.weekly.sunday, tr("12:00", "17:00"));
        assert_eq!(h.time_zone, "America/Chicago");

        let h = parse("Tu-Su 10:00-18:00");
        assert!(h.weekly.monday.is_empty());
        assert_eq!(h.weekly.sunday, tr("10:00", "18:00"));

        let h = parse("Mo-Sa 10:00-17:00, Su 12:00-16:00");
        assert_eq!(h.weekly.sunday, tr("12:00", "16:00"));

        let h = parse("Mo,We,Fr 9:00-16:00");
        assert_eq!(h.weekly.wednesday, tr("09:00", "16:00"));
        assert!(h.weekly.tuesday.is_empty());

        let h = parse("Fr-Mo 10:00-17:00");
        assert!(
            !h.weekly.monday.is_empty()
                && !h.weekly.saturday.is_empty()
                && h.weekly.tuesday.is_empty()
        );

        let h = parse("Mo-Fr 10:00-12:00,13:00-17:00; We off; PH off");
        assert_eq!(h.weekly.monday.len(), 2);
        assert!(h.weekly.wednesday.is_empty());

        let h = parse("10:00-18:00");
        assert_eq!(h.weekly.sunday, tr("10:00", "18:00"));

        let h = parse("24/7");
        assert_eq!(h.weekly.monday, tr("00:00", "24:00"));
    }

    #[test]
    fn appointments_closures_and_seasons() {
        for s in [
            "by appointment",
            "\"by appointment\"",
            "By Appointment Only",
            "by_appointment",
        ] {
            let h = parse(s);
            assert_eq!(h.status, OpeningStatus::ByAppointment, "{s}");
            assert!(is_empty(&h.weekly));
        }
        let h = parse("Sa 10:00-16:00; Mo-Fr \"by appointment\"");
        assert_eq!(h.status, OpeningStatus::Regular);
        assert_eq!(h.note.as_deref(), Some("Also open by appointment."));

        let h = parse("Mo-Fr 10:00-17:00 || \"by appointment\"");
        assert_eq!(h.weekly.friday, tr("10:00", "17:00"));
        assert!(h.note.is_some());

        assert_eq!(parse("off").status, OpeningStatus::TemporarilyClosed);
        assert_eq!(parse("closed").status, OpeningStatus::TemporarilyClosed);

        let h = parse("Apr-Oct: Fr-Su 10:00-16:00");
        assert_eq!(h.status, OpeningStatus::Seasonal);
        assert_eq!(
            h.season,
            Some(Season {
                from: "04-01".into(),
                to: "10-31".into()
            })
        );

        let h = parse("May 15-Oct 15 Sa,Su 10:00-17:00; Nov-Apr Sa 11:00-15:00");
        assert_eq!(
            h.season,
            Some(Season {
                from: "05-15".into(),
                to: "10-15".into()
            })
        );
        assert!(h.note.unwrap().contains("Nov-Apr"));

        let h = parse("Th-Su 11:00-17:00 \"call ahead in winter\"");
        assert_eq!(h.note.as_deref(), Some("call ahead in winter"));
    }

    #[test]
    fn unsupported_forms_are_errors() {
        for s in [
            "",
            "sunrise-sunset",
            "Mo[1] 10:00-12:00",
            "week 1-20 Mo 10:00-12:00",
            "Mo-Fr",
            "Mo 25:00-26:00",
            "Mo 10:00",
        ] {
            assert!(parse_opening_hours(s, "America/Chicago").is_err(), "{s}");
        }
    }
}
