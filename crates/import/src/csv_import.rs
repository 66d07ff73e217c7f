//! CSV files: our own columns, or the consignment-store extract, told apart by the header.
//!
//! Our columns (case-insensitive, spaces or dashes as underscores; aliases in brackets):
//! `name` (required), `address` [street], `city` (required), `state` (code or name, required),
//! `zip` [zip_code, zipcode, postcode], `phone` [phones] (`;`-separated), `website` [websites,
//! url] (`;`-separated), `email` [emails], `latitude` [lat], `longitude` [lng, lon],
//! `description`, `categories` (slugs or names, `;`-separated), and optionally `slug`,
//! `source_id`, `rating` (0–10, or on the scale of a `rating_scale` column or of
//! [`ImportContext::rating_scale`]), `featured` and `verified` (yes/no, true/false, 1/0), and
//! `country` [country_code] (blank or the US; any other country rejects the row).
//!
//! Rows are reported by the line their record starts on, counted as an editor counts them.

use crate::abroad::{country_outside_us, outside_us};
use crate::common::{
    Lookup, Report, SlugSet, add_emails, add_phones, add_websites, coords, set_coords, split_multi,
    stable_id,
};
use crate::rating::rating_on_ten;
use crate::zips::pad_zip;
use crate::{ImportContext, ImportError, ParseOutcome, RatingScale};
use antiques_model::Store;
use antiques_model::text::slugify;
use csv::ByteRecord;
use std::collections::HashMap;

/// A header name as a lookup key: lower case, spaces and dashes as underscores.
fn header_key(h: &str) -> String {
    h.trim()
        .trim_matches('"')
        .to_lowercase()
        .replace([' ', '-'], "_")
}

/// One CSV record with access by column name.
struct Row<'r> {
    record: &'r ByteRecord,
    columns: &'r HashMap<String, usize>,
}

impl Row<'_> {
    /// The value of the first of `names` that is a column and not blank, on one line: a quoted
    /// cell broken over lines is its lines, trimmed, joined with a space.
    fn get(&self, names: &[&str]) -> Option<String> {
        self.lines(names).map(|lines| lines.join(" "))
    }

    /// An address cell on one line: `12 Main St` and `Suite 4` on two lines are `12 Main St, Suite 4`.
    fn get_address(&self, names: &[&str]) -> Option<String> {
        self.lines(names).map(|lines| lines.join(", "))
    }

    /// The text of a cell that may run over several lines (a description), trimmed, its line
    /// breaks kept as `\n`.
    fn get_text(&self, names: &[&str]) -> Option<String> {
        self.lines(names).map(|lines| lines.join("\n"))
    }

    /// The non-blank lines of the first of `names` that is a column and not blank, each trimmed.
    fn lines(&self, names: &[&str]) -> Option<Vec<String>> {
        names.iter().find_map(|n| {
            let i = *self.columns.get(*n)?;
            let text = String::from_utf8_lossy(self.record.get(i)?).into_owned();
            let lines: Vec<String> = text
                .split(['\n', '\r'])
                .map(str::trim)
                .filter(|l| !l.is_empty())
                .map(str::to_string)
                .collect();
            (!lines.is_empty()).then_some(lines)
        })
    }

    fn yes(&self, name: &str) -> bool {
        self.get(&[name])
            .is_some_and(|v| matches!(v.to_ascii_lowercase().as_str(), "yes" | "y" | "true" | "1"))
    }
}

/// Where each line of a file starts, to name the line a record starts on as an editor shows it.
/// The CSV reader's own position for a record is where the previous record ended: before the
/// `\n` of a CRLF ending and before any blank lines, so its line number can be short.
struct LineStarts(Vec<usize>);

impl LineStarts {
    /// Lines end at `\n`, `\r\n` or a lone `\r`, as the CSV reader ends records.
    fn new(bytes: &[u8]) -> Self {
        let mut starts = vec![0];
        for (i, b) in bytes.iter().enumerate() {
            let ends_line = *b == b'\n' || (*b == b'\r' && bytes.get(i + 1) != Some(&b'\n'));
            if ends_line {
                starts.push(i + 1);
            }
        }
        Self(starts)
    }

    /// The 1-based line of the record the reader placed at byte `at`: its first byte is the
    /// first one after the line endings and blank lines the reader had not consumed yet.
    fn record_line(&self, bytes: &[u8], at: u64) -> usize {
        let at = usize::try_from(at).unwrap_or(usize::MAX).min(bytes.len());
        let skipped = bytes[at..]
            .iter()
            .take_while(|b| matches!(b, b'\r' | b'\n'))
            .count();
        self.0.partition_point(|&start| start <= at + skipped)
    }
}

/// Parses CSV content; the header decides which of the two layouts it is.
pub fn parse(bytes: &[u8], ctx: &ImportContext) -> anyhow::Result<ParseOutcome> {
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    let mut reader = csv::ReaderBuilder::new().flexible(true).from_reader(bytes);
    let headers: Vec<String> = reader
        .byte_headers()?
        .iter()
        .map(|h| header_key(&String::from_utf8_lossy(h)))
        .collect();
    let columns: HashMap<String, usize> = headers
        .iter()
        .enumerate()
        .rev()
        .map(|(i, h)| (h.clone(), i))
        .collect();
    let consignment = columns.contains_key("business_name") && columns.contains_key("address");
    let ours = columns.contains_key("name")
        && columns.contains_key("city")
        && columns.contains_key("state");
    if !consignment && !ours {
        return Err(ImportError::UnrecognisedCsvHeader(headers.join(", ")).into());
    }
    let lookup = Lookup::new(ctx)?;
    let mut report = Report::new(if consignment {
        "csv-consignment"
    } else {
        "csv"
    });
    let mut slugs = SlugSet::default();
    let mut seen: HashMap<String, usize> = HashMap::new();
    let source = crate::source_for(ctx, "csv");
    let lines = LineStarts::new(bytes);
    let line_at = |position: Option<&csv::Position>| {
        position.map_or(0, |p| lines.record_line(bytes, p.byte()))
    };
    for result in reader.byte_records() {
        report.outcome.rows_read += 1;
        let record = match result {
            Ok(r) => r,
            Err(e) => {
                report.reject(line_at(e.position()), format!("unreadable CSV record: {e}"));
                continue;
            }
        };
        let line = line_at(record.position());
        if record.iter().all(|f| f.iter().all(u8::is_ascii_whitespace)) {
            report.outcome.rows_read -= 1;
            continue;
        }
        let row = Row {
            record: &record,
            columns: &columns,
        };
        let warnings_before = report.outcome.warnings.len();
        let id_given = !consignment && row.get(&["source_id"]).is_some();
        let store = if consignment {
            consignment_row(&row, line, &lookup, &mut report)
        } else {
            own_row(&row, line, &lookup, &mut report)
        };
        let Some(mut store) = store else { continue };
        // The same name at the same address, however its street is spelled, is the same store:
        // keep the first.
        let dedup_key = crate::identity::same_store_key(&store);
        if let Some(first) = seen.get(&dedup_key) {
            // A duplicate is reported once, as a duplicate, not with its field warnings.
            report.outcome.warnings.truncate(warnings_before);
            report.reject(
                line,
                format!(
                    "{}: duplicate of line {first} (same name and address)",
                    store.name
                ),
            );
            continue;
        }
        seen.insert(dedup_key, line);
        store.slug = match store.slug.as_str() {
            "" => slugs.for_name_city(&store.name, &store.city),
            wanted => slugs.unique(wanted),
        };
        store.source = Some(source.clone());
        report.keep(line, store, id_given);
    }
    Ok(report.outcome)
}

/// Fills coordinates from the ZIP when none were given.
fn geocode(store: &mut Store, lookup: &Lookup, line: usize, report: &mut Report) {
    if store.latitude.is_some() || lookup.zips.is_none() {
        return;
    }
    if let Some((lat, lng)) = lookup
        .geocode(store.zip_code.as_deref())
        .and_then(|c| coords(c.lat, c.lng))
    {
        set_coords(store, lat, lng);
        return;
    }
    let missing = match &store.zip_code {
        Some(z) => format!("ZIP {z} not in the centroid table"),
        None => "no ZIP".to_string(),
    };
    match lookup
        .geocode_city(&store.city, &store.state)
        .and_then(|c| coords(c.lat, c.lng))
    {
        Some((lat, lng)) => {
            report.warn(
                line,
                "coordinates",
                format!(
                    "{missing}; coordinates from another ZIP of {}, {}",
                    store.city, store.state
                ),
            );
            set_coords(store, lat, lng);
        }
        None => report.warn(
            line,
            "coordinates",
            format!("{missing}, nor the town; no coordinates"),
        ),
    }
}

fn own_row(row: &Row, line: usize, lookup: &Lookup, report: &mut Report) -> Option<Store> {
    let Some(name) = row.get(&["name", "store_name"]) else {
        report.reject(line, "missing name");
        return None;
    };
    let Some(city) = row.get(&["city"]) else {
        report.reject(line, format!("{name}: missing city"));
        return None;
    };
    let address = row.get_address(&["address", "street", "street_address"]);
    let raw_state = row.get(&["state", "state_code"]);
    let abroad = row
        .get(&["country", "country_code"])
        .and_then(|c| country_outside_us(&c))
        .or_else(|| outside_us(raw_state.as_deref(), address.as_deref(), &city));
    if let Some(why) = abroad {
        report.reject(line, format!("{name}: {why}"));
        return None;
    }
    let state = match raw_state {
        None => {
            report.reject(line, format!("{name}: missing state"));
            return None;
        }
        Some(raw) => match lookup.state_code(&raw) {
            Some(code) => code,
            None => {
                report.reject(line, format!("{name}: unknown state {raw:?}"));
                return None;
            }
        },
    };
    let mut store = Store::new(name, String::new(), city, state, lookup.now);
    store.address = address;
    if let Some(raw) = row.get(&["zip", "zip_code", "zipcode", "postcode", "postal_code"]) {
        match pad_zip(&raw) {
            Some(z) => {
                if z != raw.split('-').next().unwrap_or("").trim() {
                    report.warn(line, "zip", format!("ZIP {raw:?} padded to {z}"));
                }
                store.zip_code = Some(z);
            }
            None => report.warn(
                line,
                "zip",
                format!("ZIP {raw:?} is not a US ZIP code; dropped"),
            ),
        }
    }
    if let Some(raw) = row.get(&["phone", "phones", "telephone"]) {
        add_phones(&mut store, &raw, line, report);
    }
    if let Some(raw) = row.get(&["website", "websites", "url", "site"]) {
        add_websites(&mut store, &raw, line, report);
    }
    if let Some(raw) = row.get(&["email", "emails", "e_mail"]) {
        add_emails(&mut store, &raw, line, report);
    }
    match (
        row.get(&["latitude", "lat"]),
        row.get(&["longitude", "lng", "lon", "long"]),
    ) {
        (None, None) => {}
        (Some(la), Some(ln)) => match (la.parse::<f64>(), ln.parse::<f64>()) {
            (Ok(la), Ok(ln)) => match coords(la, ln) {
                Some((la, ln)) => set_coords(&mut store, la, ln),
                None => report.warn(
                    line,
                    "coordinates",
                    format!("coordinates {la}, {ln} out of range; dropped"),
                ),
            },
            _ => report.warn(
                line,
                "coordinates",
                format!("coordinates {la:?}, {ln:?} are not numbers; dropped"),
            ),
        },
        _ => report.warn(
            line,
            "coordinates",
            "only one of latitude and longitude given; dropped",
        ),
    }
    geocode(&mut store, lookup, line, report);
    store.description = row.get_text(&["description"]);
    if let Some(raw) = row.get(&["categories", "category"]) {
        for part in split_multi(&raw) {
            match lookup.category(part) {
                Some(c) if !store.categories.contains(&c) => store.categories.push(c),
                Some(_) => {}
                None => report.warn(
                    line,
                    "categories",
                    format!("unknown category {part:?} ignored"),
                ),
            }
        }
    }
    if let Some(raw) = row.get(&["rating"]) {
        match rating_scale(row, lookup).and_then(|scale| rating_on_ten(&raw, scale)) {
            Ok(rating) => store.rating = Some(rating),
            Err(why) => report.warn(line, "rating", why),
        }
    }
    store.featured = row.yes("featured");
    store.verified = row.yes("verified");
    if let Some(raw) = row.get(&["slug"]) {
        let s = slugify(&raw);
        if s != raw {
            report.warn(line, "slug", format!("slug {raw:?} normalised to {s:?}"));
        }
        store.slug = s;
    }
    store.source_id = Some(row.get(&["source_id"]).unwrap_or_else(|| {
        stable_id(&[
            &store.name,
            store.address.as_deref().unwrap_or(""),
            &store.city,
            &store.state,
        ])
    }));
    Some(store)
}

/// The scale of the row's rating: its `rating_scale` column, else the file's.
fn rating_scale(row: &Row, lookup: &Lookup) -> Result<RatingScale, String> {
    match row.get(&["rating_scale"]) {
        None => Ok(lookup.rating_scale),
        Some(raw) => raw.parse().map_err(|why| format!("{why}; rating dropped")),
    }
}

/// The parts of a combined address `street, City, ST 12345`.
#[derive(Debug, Default, PartialEq)]
struct SplitAddress {
    street: Option<String>,
    city: Option<String>,
    state: Option<String>,
    zip: Option<String>,
}

fn split_address(raw: &str) -> SplitAddress {
    let parts: Vec<&str> = raw
        .split(',')
        .map(str::trim)
        .filter(|p| !p.is_empty())
        .collect();
    let Some((last, rest)) = parts.split_last() else {
        return SplitAddress::default();
    };
    let mut words = last.split_whitespace();
    let (state, zip) = match (words.next(), words.next(), words.next()) {
        (Some(st), zip, None) if st.len() == 2 && st.chars().all(|c| c.is_ascii_uppercase()) => {
            (Some(st.to_string()), zip.and_then(pad_zip))
        }
        _ => {
            return SplitAddress {
                street: Some(raw.trim().to_string()),
                ..SplitAddress::default()
            };
        }
    };
    let (city, street) = match rest.split_last() {
        Some((city, street)) => (
            Some(city.to_string()),
            (!street.is_empty()).then(|| street.join(", ")),
        ),
        None => (None, None),
    };
    SplitAddress {
        street,
        city,
        state,
        zip,
    }
}

/// The `sell_*` flags and the categories they put a store in.
const FLAG_CATEGORIES: [(&str, &str, &str); 4] = [
    ("sell_furniture", "furniture", "furniture"),
    ("sell_jewelry", "jewelry", "jewelry"),
    ("sell_books", "books-ephemera", "books"),
    ("sell_clothes", "vintage-clothing", "clothing"),
];

fn consignment_row(row: &Row, line: usize, lookup: &Lookup, report: &mut Report) -> Option<Store> {
    let Some(name) = row.get(&["business_name"]) else {
        report.reject(line, "missing Business Name");
        return None;
    };
    let address_raw = row.get_address(&["address"]).unwrap_or_default();
    let parts = split_address(&address_raw);
    let Some(city) = row.get(&["city"]).or_else(|| parts.city.clone()) else {
        report.reject(line, format!("{name}: missing City"));
        return None;
    };
    let column_state = row.get(&["state"]);
    if let Some(why) = outside_us(column_state.as_deref(), Some(&address_raw), &city) {
        report.reject(line, format!("{name}: {why}"));
        return None;
    }
    let state = match (
        column_state.as_deref().and_then(|s| lookup.state_code(s)),
        parts.state.as_deref().and_then(|s| lookup.state_code(s)),
    ) {
        (Some(col), Some(addr)) => {
            if col != addr {
                report.warn(
                    line,
                    "state",
                    format!("State column says {col} but the address says {addr}; using {col}"),
                );
            }
            col
        }
        (Some(col), None) => col,
        (None, Some(addr)) => {
            if let Some(raw) = &column_state {
                report.warn(
                    line,
                    "state",
                    format!("unknown State {raw:?}; using {addr} from the address"),
                );
            }
            addr
        }
        (None, None) => {
            report.reject(
                line,
                format!(
                    "{name}: unknown state {:?}",
                    column_state.unwrap_or_default()
                ),
            );
            return None;
        }
    };
    let mut store = Store::new(name, String::new(), city, state, lookup.now);
    store.address = parts.street.clone();
    store.zip_code = parts.zip.clone();
    if !address_raw.is_empty() && parts.state.is_none() {
        report.warn(
            line,
            "address",
            format!(
                "address {address_raw:?} does not end in \"ST 12345\"; kept as the street, no ZIP"
            ),
        );
    }
    if let Some(raw) = row.get(&["phone"]) {
        add_phones(&mut store, &raw, line, report);
    }
    if let Some(raw) = row.get(&["site", "website"]) {
        add_websites(&mut store, &raw, line, report);
    }
    geocode(&mut store, lookup, line, report);
    let mut sells: Vec<&str> = Vec::new();
    if row.yes("sell_antiques") {
        sells.push("antiques");
    }
    for (flag, slug, word) in FLAG_CATEGORIES {
        if row.yes(flag) {
            sells.push(word);
            if let Some(c) = lookup.category(slug) {
                store.categories.push(c);
            }
        }
    }
    if row.yes("sell_gift_items") {
        sells.push("gifts");
    }
    if !sells.is_empty() {
        let list = match sells.as_slice() {
            [one] => one.to_string(),
            [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
            [] => String::new(),
        };
        store.description = Some(format!("Sells {list}."));
    }
    store.source_id = Some(stable_id(&[&store.name, &address_raw]));
    Some(store)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_support::ctx;

    #[test]
    fn splits_combined_addresses() {
        assert_eq!(
            split_address("701 Doug Baker Blvd #109, Birmingham, AL 35242"),
            SplitAddress {
                street: Some("701 Doug Baker Blvd #109".into()),
                city: Some("Birmingham".into()),
                state: Some("AL".into()),
                zip: Some("35242".into())
            }
        );
        let p = split_address("Marden building, 1428 U St NW First Floor, Washington, DC 20009");
        assert_eq!(
            p.street.as_deref(),
            Some("Marden building, 1428 U St NW First Floor")
        );
        assert_eq!(p.city.as_deref(), Some("Washington"));
        let p = split_address("Kailua, HI 96734");
        assert_eq!(
            (p.street, p.city.as_deref(), p.zip.as_deref()),
            (None, Some("Kailua"), Some("96734"))
        );
        assert_eq!(
            split_address("somewhere out there").street.as_deref(),
            Some("somewhere out there")
        );
    }

    const CONSIGNMENT: &str = "Business Name,Address,City,State,Number of Reviews,Site,Phone,Photo,pricing,wide_selection,sell_antiques,sell_books,clean_organized,sell_clothes,sell_furniture,sell_jewelry,sell_gift_items,sell_premium_brand,sell_merchandise,friendly_employees
Play It Again,\"108 Bob Wallace Ave SW, Huntsville, AL 35801\",Huntsville,Alabama,64,No data available,+1 256-536-3729,https://img.example/p.jpg,Mid-Range,No,Yes,No,Yes,Yes,Yes,No,No,No,Yes,Yes
Granite Thrift,\"12 Main St, Concord, NH 03301\",Concord,New Hampshire ,10,http://www.granitethrift.example/,0,,Low,No,No,Yes,Yes,Yes,No,No,No,No,Yes,Yes
Play It Again,\"108 Bob Wallace Ave SW, Huntsville, AL 35801\",Huntsville,Alabama,64,No data available,+1 256-536-3729,,Mid-Range,No,No,No,Yes,Yes,No,No,No,No,Yes,Yes
Nowhere Shop,\"1 Road, Atlantis, XX 00000\",Atlantis,Atlantis,1,,,,Low,No,No,No,Yes,Yes,No,No,No,No,Yes,Yes
Capitol Finds,\"1428 U St NW, Washington, DC 20009\",Washington,District of Columbia,5,https://www.facebook.com/capitolfinds,+1 202-555-0100,,High,No,Yes,No,Yes,Yes,No,Yes,No,No,Yes,Yes
";

    #[test]
    fn consignment_extract_and_its_traps() {
        let out = parse(CONSIGNMENT.as_bytes(), &ctx()).unwrap();
        assert_eq!(out.format, "csv-consignment");
        assert_eq!(out.rows_read, 5);
        assert_eq!(out.stores.len(), 3);
        assert_eq!(out.rejected.len(), 2);
        assert_eq!(out.rejected[0].line, 4);
        assert!(
            out.rejected[0].reason.contains("duplicate of line 2"),
            "{:?}",
            out.rejected
        );
        assert_eq!(out.rejected[1].line, 5);
        assert!(
            out.rejected[1].reason.contains("unknown state"),
            "{:?}",
            out.rejected
        );

        let a = &out.stores[0];
        assert_eq!(
            (a.name.as_str(), a.state.as_str(), a.city.as_str()),
            ("Play It Again", "AL", "Huntsville")
        );
        assert_eq!(a.address.as_deref(), Some("108 Bob Wallace Ave SW"));
        assert_eq!(a.zip_code.as_deref(), Some("35801"));
        assert_eq!(a.phones[0].phone_number, "+12565363729");
        assert!(a.websites.is_empty());
        assert_eq!(a.rating, None);
        assert_eq!(a.latitude, None);
        assert_eq!(a.slug, "play-it-again-huntsville");
        assert_eq!(a.source.as_deref(), Some("csv"));
        let cats: Vec<&str> = a.categories.iter().map(|c| c.slug.as_str()).collect();
        assert_eq!(cats, ["furniture", "vintage-clothing"]);
        assert_eq!(
            a.description.as_deref(),
            Some("Sells antiques, furniture and clothing.")
        );

        let b = &out.stores[1];
        assert_eq!(b.state, "NH");
        assert!(b.phones.is_empty());
        assert_eq!(b.websites, ["http://www.granitethrift.example/"]);

        let c = &out.stores[2];
        assert_eq!(c.state, "DC");
        assert!(c.websites.is_empty());
        assert_eq!(c.social_links[0].platform, "facebook");

        // Dropped fields are reported per row.
        assert!(
            out.warnings
                .iter()
                .any(|w| w.line == 2 && w.message.contains("No data available"))
        );
        assert!(
            out.warnings
                .iter()
                .any(|w| w.line == 3 && w.message.contains("phone \"0\""))
        );

        // Re-importing gives the same ids.
        let again = parse(CONSIGNMENT.as_bytes(), &ctx()).unwrap();
        let ids = |o: &ParseOutcome| {
            o.stores
                .iter()
                .map(|s| s.source_id.clone())
                .collect::<Vec<_>>()
        };
        assert_eq!(ids(&out), ids(&again));
    }

    #[test]
    fn consignment_geocodes_from_zip_centroids() {
        let dir = std::env::temp_dir().join(format!("antiques-import-test-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let zips = dir.join("uszips.csv");
        std::fs::write(&zips, "zip,lat,lng,city,state_name\n35801,34.72,-86.56,Huntsville,Alabama\n3301,43.21,-71.53,Concord,New Hampshire\n20001,38.91,-77.02,Washington,District of Columbia\n").unwrap();
        let out = parse(CONSIGNMENT.as_bytes(), &ctx().with_zip_centroids(&zips)).unwrap();
        assert_eq!(out.stores[0].latitude, Some(34.72));
        assert_eq!(out.stores[1].longitude, Some(-71.53));
        assert!(
            out.stores[1]
                .map_url
                .as_deref()
                .unwrap()
                .contains("mlat=43.21000")
        );
        // ZIP 20009 is not in the table: a centroid of the same town is used, and said so.
        assert_eq!(out.stores[2].latitude, Some(38.91));
        assert!(out.warnings.iter().any(|w| w.message.contains(
            "ZIP 20009 not in the centroid table; coordinates from another ZIP of Washington, DC"
        )));
        std::fs::remove_dir_all(&dir).ok();
    }

    #[test]
    fn our_own_columns() {
        let csv = "name,address,city,state,zip,phone,website,email,latitude,longitude,description,categories
Old Mill Antiques,12 Water St,Hudson,NY,12534,(518) 555-0142; 518-555-0143,oldmill.example,Info@OldMill.example,42.2529,-73.791,Two floors of furniture.,furniture;Jewelry;spaceships
Round Top Barn,,Round Top,texas,789,not a phone,javascript:alert(1),,,,,
No State,,Somewhere,,,,,,,,,
,,Nameless,TX,,,,,,,,
Old Mill Antiques,12 Water St,Hudson,NY,12534,,,,,,,
Old Mill Antiques,5 Main St,Hudson,NY,12534,,,,abc,1,,
";
        let out = parse(csv.as_bytes(), &ctx()).unwrap();
        assert_eq!(out.format, "csv");
        assert_eq!(out.rows_read, 6);
        assert_eq!(out.stores.len(), 3, "{:?}", out.rejected);
        assert_eq!(out.store_lines, [2, 3, 7], "each store knows its line");
        let a = &out.stores[0];
        assert_eq!(a.slug, "old-mill-antiques-hudson");
        assert_eq!(a.phones.len(), 2);
        assert_eq!(a.websites, ["https://oldmill.example"]);
        assert_eq!(a.emails, ["info@oldmill.example"]);
        assert_eq!((a.latitude, a.longitude), (Some(42.2529), Some(-73.791)));
        assert_eq!(a.categories.len(), 2);
        assert_eq!(a.description.as_deref(), Some("Two floors of furniture."));
        let b = &out.stores[1];
        assert_eq!(b.state, "TX");
        assert_eq!(b.zip_code.as_deref(), Some("00789"));
        assert!(b.phones.is_empty());
        assert!(b.websites.is_empty() && b.social_links.is_empty());
        assert_eq!(out.stores[2].slug, "old-mill-antiques-hudson-2");
        assert_eq!(out.stores[2].latitude, None);
        let reasons: Vec<&str> = out.rejected.iter().map(|r| r.reason.as_str()).collect();
        assert!(reasons[0].contains("missing state"), "{reasons:?}");
        assert!(reasons[1].contains("missing name"));
        assert!(reasons[2].contains("duplicate of line 2"));
        let warnings: Vec<&str> = out.warnings.iter().map(|w| w.message.as_str()).collect();
        assert!(warnings.iter().any(|w| w.contains("spaceships")));
        assert!(warnings.iter().any(|w| w.contains("not a phone")));
        assert!(warnings.iter().any(|w| w.contains("padded")));
        assert!(warnings.iter().any(|w| w.contains("not numbers")));
        assert!(
            warnings
                .iter()
                .any(|w| w.contains("\"javascript:alert(1)\" is not a web address")),
            "{warnings:?}"
        );
    }

    /// `(line, reason)` of each rejected row.
    fn rejected(out: &ParseOutcome) -> Vec<(usize, &str)> {
        out.rejected
            .iter()
            .map(|r| (r.line, r.reason.as_str()))
            .collect()
    }

    /// `(line, field)` of each warning.
    fn warned(out: &ParseOutcome) -> Vec<(usize, &str)> {
        out.warnings.iter().map(|w| (w.line, w.field)).collect()
    }

    #[test]
    fn crlf_and_quoted_line_breaks_keep_line_numbers_in_our_columns() {
        // Line 1 header; the Old Mill record spans lines 2 and 3; line 4 is blank.
        let csv = "name,address,city,state,phone\r\n\
Old Mill,\"12 Water St\r\nUnit 2\",Hudson,NY,(518) 555-0142\r\n\
\r\n\
Lakeside,1 Shore Rd,Toronto,ON,\r\n\
Shop,2 Main St,Hudson,NY,12345\r\n\
Nowhere,3 Rd,Atlantis,Atlantis,\r\n";
        let out = parse(csv.as_bytes(), &ctx()).unwrap();
        assert_eq!(out.store_lines, [2, 6]);
        // The address's two lines are one line of the listing.
        assert_eq!(
            out.stores[0].address.as_deref(),
            Some("12 Water St, Unit 2")
        );
        assert_eq!(
            rejected(&out),
            [
                (
                    5,
                    "Lakeside: outside the US: state \"ON\" is a Canadian province"
                ),
                (7, "Nowhere: unknown state \"Atlantis\"")
            ]
        );
        assert_eq!(warned(&out), [(6, "phone")]);
    }

    #[test]
    fn crlf_and_quoted_line_breaks_keep_line_numbers_in_the_consignment_extract() {
        let csv = "Business Name,Address,City,State,Site,Phone\r\n\
Play It Again,\"108 Bob Wallace Ave SW\r\nSuite 2, Huntsville, AL 35801\",Huntsville,Alabama,,+1 256-536-3729\r\n\
\r\n\
Maple Finds,\"20 Queen St W, Toronto, ON M5H 2M9\",Toronto,Ontario,,\r\n\
Granite Thrift,\"12 Main St, Concord, NH 03301\",Concord,New Hampshire ,No data available,0\r\n";
        let out = parse(csv.as_bytes(), &ctx()).unwrap();
        assert_eq!(out.format, "csv-consignment");
        assert_eq!(out.store_lines, [2, 6]);
        assert_eq!(
            out.stores[0].address.as_deref(),
            Some("108 Bob Wallace Ave SW, Suite 2")
        );
        assert_eq!(
            rejected(&out),
            [(
                5,
                "Maple Finds: outside the US: state \"Ontario\" is a Canadian province"
            )]
        );
        assert_eq!(warned(&out), [(6, "phone"), (6, "website")]);
    }

    #[test]
    fn the_same_store_twice_is_one_however_its_street_is_spelled() {
        let csv = "name,address,city,state
Red Door,4 Main St,Hudson,NY
Red Door,4 Main Street,Hudson,New York
Red Door,6 Main Street,Hudson,NY
Red Door,12 N. Oak Ave.,Hudson,NY
Red Door,12 North Oak Avenue,Hudson,NY
";
        let out = parse(csv.as_bytes(), &ctx()).unwrap();
        assert_eq!(out.store_lines, [2, 4, 5]);
        assert_eq!(
            rejected(&out),
            [
                (3, "Red Door: duplicate of line 2 (same name and address)"),
                (6, "Red Door: duplicate of line 5 (same name and address)"),
            ]
        );
    }

    #[test]
    fn line_numbers_with_lone_carriage_returns() {
        let csv = "name,city,state\rA,Hudson,NY\r\rB,Nowhere,Atlantis\r";
        let out = parse(csv.as_bytes(), &ctx()).unwrap();
        assert_eq!(out.store_lines, [2]);
        assert_eq!(out.rejected[0].line, 4);
    }

    #[test]
    fn rows_outside_the_us_are_told_apart_from_unknown_states() {
        let csv = "name,address,city,state
Quebec Shop,1 Rue,Montréal,Québec
Border Barn,\"12 Main St, Vancouver, BC, Canada\",Vancouver,WA
Baja Finds,\"Av. Revolución 1, Tijuana, Mexico\",Tijuana,
Ontario Street Antiques,20 S Ontario St,Toledo,OH
Misspelt,1 Main St,Springfeld,Ilinois
";
        let out = parse(csv.as_bytes(), &ctx()).unwrap();
        assert_eq!(
            rejected(&out),
            [
                (
                    2,
                    "Quebec Shop: outside the US: state \"Québec\" is a Canadian province"
                ),
                (3, "Border Barn: outside the US: the address is in Canada"),
                (4, "Baja Finds: outside the US: the address is in Mexico"),
                (6, "Misspelt: unknown state \"Ilinois\""),
            ]
        );
        assert_eq!(out.stores.len(), 1);
        assert_eq!(out.stores[0].state, "OH");
    }

    #[test]
    fn a_country_other_than_the_us_rejects_the_row() {
        let csv = "name,city,state,country
Thames Finds,London,England,United Kingdom
Maple Finds,Toronto,ON,Canada
Home Barn,Hudson,NY,USA
Hudson Attic,Hudson,NY,united states of america
Plain Barn,Hudson,NY,
Old Post,Albany,NY,U.S.
Shire Shop,Bath,England,
";
        let out = parse(csv.as_bytes(), &ctx()).unwrap();
        assert_eq!(
            rejected(&out),
            [
                (
                    2,
                    "Thames Finds: outside the US: country \"United Kingdom\""
                ),
                (3, "Maple Finds: outside the US: country \"Canada\""),
                (8, "Shire Shop: unknown state \"England\""),
            ]
        );
        assert_eq!(out.store_lines, [4, 5, 6, 7]);
    }

    #[test]
    fn phone_extensions_are_kept_and_non_numbers_reported() {
        let csv = "name,city,state,phone
A,Hudson,NY,(518) 555-0142 ext. 12
B,Hudson,NY,518-555-0142 x12; 12345
";
        let out = parse(csv.as_bytes(), &ctx()).unwrap();
        for store in &out.stores {
            assert_eq!(store.phones.len(), 1, "{}", store.name);
            assert_eq!(
                store.phones[0].pretty_phone_number,
                "(518) 555-0142 ext. 12"
            );
            assert_eq!(store.phones[0].phone_number, "+15185550142;ext=12");
        }
        assert_eq!(out.warnings.len(), 1);
        let w = &out.warnings[0];
        assert_eq!((w.line, w.field), (3, "phone"));
        assert_eq!(
            w.message,
            "phone \"12345\" is not a US phone number; dropped"
        );
    }

    const RATINGS: &str = "name,city,state,rating,rating_scale
A,Hudson,NY,4.4,
B,Hudson,NY,8.8,10
C,Hudson,NY,0,
D,Hudson,NY,11,
E,Hudson,NY,4.5 stars,
F,Hudson,NY,4,five
G,Hudson,NY,-1,
";

    fn ratings(out: &ParseOutcome) -> Vec<Option<f64>> {
        out.stores.iter().map(|s| s.rating).collect()
    }

    #[test]
    fn ratings_on_the_ten_scale_by_default() {
        let out = parse(RATINGS.as_bytes(), &ctx()).unwrap();
        assert_eq!(
            ratings(&out),
            [Some(4.4), Some(8.8), None, None, None, None, None]
        );
        let messages: Vec<(usize, &str)> = out
            .warnings
            .iter()
            .map(|w| (w.line, w.message.as_str()))
            .collect();
        assert_eq!(
            messages,
            [
                (
                    4,
                    "rating \"0\" read as no rating (a listing without reviews); dropped"
                ),
                (5, "rating \"11\" is not a number from 0 to 10; dropped"),
                (
                    6,
                    "rating \"4.5 stars\" is not a number from 0 to 10; dropped"
                ),
                (
                    7,
                    "rating scale \"five\" is not a number above 0 and at most 100, such as 5 or 10; rating dropped"
                ),
                (8, "rating \"-1\" is not a number from 0 to 10; dropped"),
            ]
        );
        assert!(out.warnings.iter().all(|w| w.field == "rating"));
    }

    #[test]
    fn ratings_on_a_five_star_scale_are_converted() {
        let five = "5".parse().unwrap();
        let out = parse(RATINGS.as_bytes(), &ctx().with_rating_scale(five)).unwrap();
        // B gives its own scale, 10; the others are stars.
        assert_eq!(
            ratings(&out),
            [Some(8.8), Some(8.8), None, None, None, None, None]
        );
        assert!(
            out.warnings
                .iter()
                .any(|w| w.line == 5 && w.message.contains("not a number from 0 to 5")),
            "{:?}",
            out.warnings
        );
    }

    #[test]
    fn unknown_headers_are_an_error() {
        let err = parse(b"foo,bar\n1,2\n", &ctx()).unwrap_err();
        assert!(err.to_string().contains("unrecognised CSV header"), "{err}");
    }
}
