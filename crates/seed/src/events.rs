//! Antique shows and markets, dated by their usual calendar rules (the n-th weekday of a month,
//! the days before the first Monday, ...). Upcoming ones run from December 2026 to June 2028; a
//! few in 2026 are already past, so the API's "upcoming" filter has something to hide.

use antiques_model::Event;
use antiques_model::text::slugify;
use chrono::{Datelike, Duration, NaiveDate, Weekday};

/// The `n`-th (1-based) `weekday` of a month.
fn nth_weekday(year: i32, month: u32, weekday: Weekday, n: u8) -> NaiveDate {
    NaiveDate::from_weekday_of_month_opt(year, month, weekday, n).expect("valid n-th weekday")
}

/// The last `weekday` of a month.
fn last_weekday(year: i32, month: u32, weekday: Weekday) -> NaiveDate {
    let first_next = if month == 12 {
        NaiveDate::from_ymd_opt(year + 1, 1, 1)
    } else {
        NaiveDate::from_ymd_opt(year, month + 1, 1)
    }
    .expect("valid date");
    let mut d = first_next - Duration::days(1);
    while d.weekday() != weekday {
        d -= Duration::days(1);
    }
    d
}

struct Show {
    title: &'static str,
    venue: &'static str,
    city: &'static str,
    state: &'static str,
    hotspot: Option<&'static str>,
    url: Option<&'static str>,
    description: &'static str,
}

const BRIMFIELD: Show = Show {
    title: "Brimfield Antique Flea Markets",
    venue: "Show fields along Route 20",
    city: "Brimfield",
    state: "MA",
    hotspot: Some("brimfield-ma"),
    url: Some("https://brimfield-shows.example"),
    description: "Thousands of dealers spread over the privately run fields along Route 20. Fields open on different days through the week, so check which ones open when; arrive early for the best finds.",
};
const ROUND_TOP: Show = Show {
    title: "Round Top Antiques Week",
    venue: "Venues along Highway 237",
    city: "Round Top",
    state: "TX",
    hotspot: Some("round-top-tx"),
    url: Some("https://roundtop-antiques-week.example"),
    description: "Antique dealers fill fields, tents and barns from Carmine to Warrenton for the biggest antiques weeks in Texas. Many venues open on different days; plan where to start and book lodging early.",
};
const CANTON: Show = Show {
    title: "First Monday Trade Days",
    venue: "First Monday Park",
    city: "Canton",
    state: "TX",
    hotspot: Some("canton-tx"),
    url: Some("https://canton-first-monday.example"),
    description: "The monthly trade days held Thursday to Sunday before the first Monday, with antiques and collectibles in the pavilions among thousands of vendors.",
};
const ADAMSTOWN: Show = Show {
    title: "Adamstown Antiques Extravaganza",
    venue: "Antique markets along Route 272",
    city: "Adamstown",
    state: "PA",
    hotspot: Some("adamstown-pa"),
    url: Some("https://adamstown-extravaganza.example"),
    description: "Outdoor dealers join the year-round antique malls of Adamstown for a long weekend of shopping along Route 272.",
};
const SPRINGFIELD: Show = Show {
    title: "Springfield Antique Show & Flea Market Extravaganza",
    venue: "Clark County Fairgrounds",
    city: "Springfield",
    state: "OH",
    hotspot: Some("springfield-oh"),
    url: Some("https://springfield-extravaganza.example"),
    description: "The big spring and fall weekends of Springfield's long-running monthly antique show, with dealers inside the fairground buildings and outside on the grounds.",
};
const CENTREVILLE: Show = Show {
    title: "Centreville Antiques Market",
    venue: "St. Joseph County Grange Fairgrounds",
    city: "Centreville",
    state: "MI",
    hotspot: Some("centreville-mi"),
    url: None,
    description: "A one-day outdoor antiques market held on a Sunday each month from May to October; early shoppers arrive at dawn.",
};
const MOUNT_DORA: Show = Show {
    title: "Mount Dora Antique Extravaganza",
    venue: "Antiques center and flea market on US 441",
    city: "Mount Dora",
    state: "FL",
    hotspot: Some("mount-dora-fl"),
    url: Some("https://mountdora-antique-extravaganza.example"),
    description: "A winter weekend when hundreds of outdoor dealers join the indoor antiques center in Mount Dora.",
};
const NASHVILLE: Show = Show {
    title: "Nashville Flea Market",
    venue: "The Fairgrounds Nashville",
    city: "Nashville",
    state: "TN",
    hotspot: Some("nashville-tn"),
    url: Some("https://nashville-flea.example"),
    description: "The monthly flea market at the fairgrounds, held on the fourth weekend, with antiques, vintage clothing, records and furniture.",
};
const WALNUT: Show = Show {
    title: "Walnut Antique Walk",
    venue: "Downtown Walnut",
    city: "Walnut",
    state: "IA",
    hotspot: Some("walnut-ia"),
    url: None,
    description: "Outdoor dealers line the streets of Iowa's antique city on Father's Day weekend, alongside its year-round shops.",
};
const BURLINGTON: Show = Show {
    title: "Burlington Antiques & Vintage Market",
    venue: "Boone County Fairgrounds",
    city: "Burlington",
    state: "KY",
    hotspot: Some("burlington-ky"),
    url: Some("https://burlington-antique-market.example"),
    description: "A monthly outdoor market on the third Sunday from April to October, with several hundred dealers in antiques and vintage.",
};
const BOUCKVILLE: Show = Show {
    title: "Madison-Bouckville Antique Week",
    venue: "Fields along Route 20",
    city: "Bouckville",
    state: "NY",
    hotspot: None,
    url: Some("https://bouckville-antique-week.example"),
    description: "A week of antique shows in the fields around Bouckville and Madison in central New York, ending with the big weekend show.",
};
const KANE_COUNTY: Show = Show {
    title: "Kane County Flea Market",
    venue: "Kane County Fairgrounds",
    city: "St. Charles",
    state: "IL",
    hotspot: None,
    url: None,
    description: "A long-running monthly weekend flea market west of Chicago, with antiques, furniture and collectibles indoors and out.",
};
const ALAMEDA: Show = Show {
    title: "Alameda Point Antiques Faire",
    venue: "Alameda Point",
    city: "Alameda",
    state: "CA",
    hotspot: None,
    url: Some("https://alameda-antiques-faire.example"),
    description: "A monthly Sunday antiques faire on the old naval air station, with views of the San Francisco skyline; items are at least 20 years old.",
};
const HUDSON: Show = Show {
    title: "Hudson Valley Antiques Weekend",
    venue: "Warren Street shops",
    city: "Hudson",
    state: "NY",
    hotspot: Some("hudson-ny"),
    url: None,
    description: "Sample event: Warren Street dealers keep longer hours and host open houses over one spring weekend.",
};

fn event(show: &Show, label: &str, start: NaiveDate, days: i64) -> Event {
    let title = format!("{} {label}", show.title);
    Event {
        slug: slugify(&title),
        title,
        description: show.description.to_string(),
        start_date: start,
        end_date: start + Duration::days(days - 1),
        venue: show.venue.to_string(),
        city: show.city.to_string(),
        state: show.state.to_string(),
        hotspot: show.hotspot.map(str::to_string),
        url: show.url.map(str::to_string),
    }
}

fn month_name(month: u32) -> &'static str {
    [
        "January",
        "February",
        "March",
        "April",
        "May",
        "June",
        "July",
        "August",
        "September",
        "October",
        "November",
        "December",
    ][month as usize - 1]
}

fn label(start: NaiveDate) -> String {
    format!("{} {}", month_name(start.month()), start.year())
}

/// Brimfield weeks: Tuesday after Mother's Day in May, the second Tuesday of July, and the
/// Tuesday after Labor Day in September; six days each.
fn brimfield(year: i32, month: u32) -> Event {
    let start = match month {
        5 => nth_weekday(year, 5, Weekday::Sun, 2) + Duration::days(2),
        7 => nth_weekday(year, 7, Weekday::Tue, 2),
        _ => nth_weekday(year, 9, Weekday::Mon, 1) + Duration::days(1),
    };
    event(&BRIMFIELD, &label(start), start, 6)
}

/// Round Top: spring from the third Thursday of March, fall from the second Thursday of October;
/// ten days each.
fn round_top(year: i32, spring: bool) -> Event {
    let (start, season) = if spring {
        (nth_weekday(year, 3, Weekday::Thu, 3), "Spring")
    } else {
        (nth_weekday(year, 10, Weekday::Thu, 2), "Fall")
    };
    event(&ROUND_TOP, &format!("{season} {year}"), start, 10)
}

/// Canton: Thursday to Sunday before the first Monday of the month.
fn canton(year: i32, month: u32) -> Event {
    let start = nth_weekday(year, month, Weekday::Mon, 1) - Duration::days(4);
    let first_monday = start + Duration::days(4);
    event(&CANTON, &label(first_monday), start, 4)
}

fn weekend_from(show: &Show, start: NaiveDate, days: i64) -> Event {
    event(show, &label(start), start, days)
}

/// All events: upcoming ones (December 2026 to June 2028) and a few past ones in 2026.
pub fn events() -> Vec<Event> {
    let mut out = vec![
        // Past (2026): hidden by the API's upcoming filter.
        round_top(2026, true),
        brimfield(2026, 5),
        brimfield(2026, 7),
        canton(2026, 6),
    ];
    // Monthly and regular shows in the upcoming window.
    for (y, m) in [
        (2026, 12),
        (2027, 1),
        (2027, 2),
        (2027, 3),
        (2027, 4),
        (2027, 5),
        (2027, 6),
        (2027, 9),
        (2027, 12),
        (2028, 3),
        (2028, 6),
    ] {
        out.push(canton(y, m));
    }
    for y in [2027, 2028] {
        out.push(round_top(y, true));
        out.push(brimfield(y, 5));
        out.push(weekend_from(
            &ADAMSTOWN,
            last_weekday(y, 4, Weekday::Sun) - Duration::days(3),
            4,
        ));
        out.push(weekend_from(
            &ADAMSTOWN,
            last_weekday(y, 6, Weekday::Sun) - Duration::days(3),
            4,
        ));
        out.push(weekend_from(
            &SPRINGFIELD,
            nth_weekday(y, 5, Weekday::Fri, 3),
            3,
        ));
        out.push(weekend_from(
            &MOUNT_DORA,
            nth_weekday(y, 1, Weekday::Fri, 3),
            3,
        ));
        out.push(weekend_from(
            &MOUNT_DORA,
            nth_weekday(y, 2, Weekday::Fri, 3),
            3,
        ));
        out.push(weekend_from(
            &WALNUT,
            nth_weekday(y, 6, Weekday::Sun, 3) - Duration::days(2),
            3,
        ));
        out.push(weekend_from(
            &CENTREVILLE,
            nth_weekday(y, 5, Weekday::Sun, 2),
            1,
        ));
        out.push(weekend_from(
            &BURLINGTON,
            nth_weekday(y, 4, Weekday::Sun, 3),
            1,
        ));
        out.push(weekend_from(&HUDSON, nth_weekday(y, 5, Weekday::Sat, 1), 2));
    }
    out.push(brimfield(2027, 7));
    out.push(brimfield(2027, 9));
    out.push(round_top(2027, false));
    out.push(weekend_from(
        &ADAMSTOWN,
        last_weekday(2027, 9, Weekday::Sun) - Duration::days(3),
        4,
    ));
    out.push(weekend_from(
        &SPRINGFIELD,
        nth_weekday(2027, 9, Weekday::Fri, 3),
        3,
    ));
    out.push(weekend_from(
        &MOUNT_DORA,
        nth_weekday(2027, 11, Weekday::Fri, 3),
        3,
    ));
    for m in [7, 9] {
        out.push(weekend_from(
            &CENTREVILLE,
            nth_weekday(2027, m, Weekday::Sun, 2),
            1,
        ));
    }
    for m in [6, 8] {
        out.push(weekend_from(
            &BURLINGTON,
            nth_weekday(2027, m, Weekday::Sun, 3),
            1,
        ));
    }
    for (y, m) in [
        (2027, 1),
        (2027, 4),
        (2027, 7),
        (2027, 10),
        (2028, 1),
        (2028, 4),
    ] {
        out.push(weekend_from(
            &NASHVILLE,
            last_weekday(y, m, Weekday::Sun) - Duration::days(2),
            3,
        ));
    }
    // Madison-Bouckville: the week ending on the third Sunday of August.
    let sunday = nth_weekday(2027, 8, Weekday::Sun, 3);
    out.push(weekend_from(&BOUCKVILLE, sunday - Duration::days(6), 7));
    for (y, m) in [(2027, 3), (2027, 6), (2027, 9), (2028, 4)] {
        let sat = nth_weekday(y, m, Weekday::Sat, 1);
        out.push(weekend_from(&KANE_COUNTY, sat, 2));
    }
    for (y, m) in [
        (2027, 2),
        (2027, 5),
        (2027, 8),
        (2027, 11),
        (2028, 2),
        (2028, 5),
    ] {
        out.push(weekend_from(
            &ALAMEDA,
            nth_weekday(y, m, Weekday::Sun, 1),
            1,
        ));
    }
    out.sort_by(|a, b| a.start_date.cmp(&b.start_date).then(a.slug.cmp(&b.slug)));
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn calendar_rules() {
        // Mother's Day 2027 is May 9, so Brimfield starts Tuesday May 11.
        assert_eq!(
            brimfield(2027, 5).start_date,
            NaiveDate::from_ymd_opt(2027, 5, 11).unwrap()
        );
        // First Monday of February 2027 is Feb 1: trade days Thursday Jan 28 to Sunday Jan 31.
        let c = canton(2027, 2);
        assert_eq!(c.start_date, NaiveDate::from_ymd_opt(2027, 1, 28).unwrap());
        assert_eq!(c.end_date, NaiveDate::from_ymd_opt(2027, 1, 31).unwrap());
        assert_eq!(c.slug, "first-monday-trade-days-february-2027");
    }

    #[test]
    fn upcoming_and_past_and_unique_slugs() {
        let all = events();
        let cut = NaiveDate::from_ymd_opt(2026, 12, 1).unwrap();
        let last = NaiveDate::from_ymd_opt(2028, 6, 30).unwrap();
        let upcoming = all.iter().filter(|e| e.start_date >= cut).count();
        assert!(upcoming >= 20, "{upcoming}");
        assert!(
            all.iter()
                .all(|e| e.end_date <= last && e.end_date >= e.start_date)
        );
        let past = all
            .iter()
            .filter(|e| e.end_date < NaiveDate::from_ymd_opt(2026, 11, 1).unwrap())
            .count();
        assert!((2..=4).contains(&past), "{past}");
        let mut slugs: Vec<&str> = all.iter().map(|e| e.slug.as_str()).collect();
        slugs.sort();
        slugs.dedup();
        assert_eq!(slugs.len(), all.len());
    }
}
