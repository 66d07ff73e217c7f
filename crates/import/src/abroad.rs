//! Rows that are not in the US: a country other than the US, a Canadian province or territory as
//! the state, or an address ending in Canada or Mexico. They are rejected as "outside the US", which tells the person
//! reading the report that the row is fine but out of scope, where "unknown state" would send
//! them looking for a typo.

use crate::common::key;

/// Canada's provinces and territories: code, name, and whether it is a territory. None of the
/// codes is a US state's, which is what makes a match safe to reject.
const CANADA: [(&str, &str, bool); 13] = [
    ("AB", "Alberta", false),
    ("BC", "British Columbia", false),
    ("MB", "Manitoba", false),
    ("NB", "New Brunswick", false),
    ("NL", "Newfoundland and Labrador", false),
    ("NS", "Nova Scotia", false),
    ("ON", "Ontario", false),
    ("PE", "Prince Edward Island", false),
    ("QC", "Québec", false),
    ("SK", "Saskatchewan", false),
    ("NT", "Northwest Territories", true),
    ("NU", "Nunavut", true),
    ("YT", "Yukon", true),
];

/// Other ways a province or territory is written (old codes, no accents), with its code.
const CANADA_ALIASES: [(&str, &str); 7] = [
    ("Quebec", "QC"),
    ("PQ", "QC"),
    ("Newfoundland", "NL"),
    ("NF", "NL"),
    ("PEI", "PE"),
    ("YK", "YT"),
    ("Yukon Territory", "YT"),
];

/// `province` or `territory` when `raw` names one of Canada's, by code or name.
fn canadian_division(raw: &str) -> Option<&'static str> {
    let k = key(raw);
    let code = CANADA_ALIASES
        .iter()
        .find(|(alias, _)| key(alias) == k)
        .map_or(raw, |(_, code)| *code);
    CANADA
        .iter()
        .find(|(c, name, _)| key(c) == key(code) || key(name) == k)
        .map(|(_, _, territory)| if *territory { "territory" } else { "province" })
}

/// `Canada` or `Mexico` when `raw` names one of the two countries.
fn neighbour_country(raw: &str) -> Option<&'static str> {
    match key(raw).as_str() {
        "canada" => Some("Canada"),
        "mexico" | "méxico" => Some("Mexico"),
        _ => None,
    }
}

/// Whether text is a Canadian postal code (`M5V 2T6`, `M5V2T6`).
fn canadian_postal_code(raw: &str) -> bool {
    let compact: Vec<char> = raw.chars().filter(|c| !c.is_whitespace()).collect();
    compact.len() == 6
        && compact.iter().enumerate().all(|(i, c)| {
            if i % 2 == 0 {
                c.is_ascii_alphabetic()
            } else {
                c.is_ascii_digit()
            }
        })
}

/// Why a state as given is outside the US.
fn state_abroad(raw: &str) -> Option<String> {
    let raw = raw.trim();
    match canadian_division(raw) {
        Some(kind) => Some(format!("state {raw:?} is a Canadian {kind}")),
        None => neighbour_country(raw).map(|_| format!("state {raw:?} is a country")),
    }
}

/// Why an address is outside the US, from its last comma-separated part: a country
/// (`…, Toronto, ON, Canada`) or a province with or without a postal code (`…, Toronto, ON M5V
/// 2T6`). A one-part address is a street and says nothing; a last part that is the row's own city
/// is a US town (Mexico, NY), not the country.
fn address_abroad(address: &str, city: &str) -> Option<String> {
    let parts: Vec<&str> = address
        .split(',')
        .map(str::trim)
        .filter(|p| !p.is_empty())
        .collect();
    let [_, .., last] = parts.as_slice() else {
        return None;
    };
    if let Some(country) = neighbour_country(last).filter(|_| key(last) != key(city)) {
        return Some(format!("the address is in {country}"));
    }
    let (first, rest) = last.split_once(' ').unwrap_or((last, ""));
    let looks_canadian = first.len() == 2 && (rest.is_empty() || canadian_postal_code(rest));
    let kind = canadian_division(first).filter(|_| looks_canadian)?;
    Some(format!("the address ends in {last:?}, a Canadian {kind}"))
}

/// The reason to reject a row outside the US (`outside the US: state "ON" is a Canadian
/// province`), from its state as given, else its address, or `None` for a row that may be in the
/// US. Only names no US state shares are recognised, so a US row is never taken for a foreign one.
pub(crate) fn outside_us(state: Option<&str>, address: Option<&str>, city: &str) -> Option<String> {
    let why = state
        .and_then(state_abroad)
        .or_else(|| address_abroad(address?, city))?;
    Some(format!("outside the US: {why}"))
}

/// Whether a country as given is the US: `US`, `USA`, `United States` or `United States of
/// America`, any case, with or without dots and spaces (`U.S.A.`).
fn is_us(raw: &str) -> bool {
    matches!(
        key(raw).as_str(),
        "us" | "usa" | "unitedstates" | "unitedstatesofamerica"
    )
}

/// The reason to reject a row whose country (a CSV `country` column, a JSON store's `country`, an
/// OpenStreetMap `addr:country`: a name or an ISO code) is not the US; `None` for the US or a blank.
pub(crate) fn country_outside_us(raw: &str) -> Option<String> {
    let raw = raw.trim();
    if key(raw).is_empty() || is_us(raw) {
        return None;
    }
    let code_of = match key(raw).as_str() {
        "ca" | "can" => Some("Canada"),
        "mx" | "mex" => Some("Mexico"),
        _ => None,
    };
    Some(match code_of {
        Some(country) => format!("outside the US: country {raw:?} is {country}"),
        None => format!("outside the US: country {raw:?}"),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn canadian_states() {
        assert_eq!(
            outside_us(Some("ON"), None, "Toronto").as_deref(),
            Some("outside the US: state \"ON\" is a Canadian province")
        );
        for raw in [
            "qc",
            "Québec",
            "Quebec",
            "British Columbia",
            "PEI",
            "ontario ",
        ] {
            let why = outside_us(Some(raw), None, "X").unwrap_or_default();
            assert!(why.contains("Canadian province"), "{raw}: {why}");
        }
        assert_eq!(
            outside_us(Some("Yukon"), None, "Whitehorse").as_deref(),
            Some("outside the US: state \"Yukon\" is a Canadian territory")
        );
        assert_eq!(
            outside_us(Some("Mexico"), None, "Tijuana").as_deref(),
            Some("outside the US: state \"Mexico\" is a country")
        );
    }

    #[test]
    fn addresses_abroad() {
        assert_eq!(
            outside_us(
                Some("WA"),
                Some("12 Main St, Vancouver, BC, Canada"),
                "Vancouver"
            )
            .as_deref(),
            Some("outside the US: the address is in Canada")
        );
        assert!(
            outside_us(None, Some("Av. Revolución 1, Tijuana, México"), "Tijuana")
                .unwrap()
                .contains("the address is in Mexico")
        );
        assert_eq!(
            outside_us(None, Some("20 Queen St W, Toronto, ON M5H 2M9"), "Toronto").as_deref(),
            Some("outside the US: the address ends in \"ON M5H 2M9\", a Canadian province")
        );
    }

    #[test]
    fn countries() {
        assert_eq!(
            country_outside_us("CA").as_deref(),
            Some("outside the US: country \"CA\" is Canada")
        );
        assert!(country_outside_us("México").is_some());
        assert_eq!(
            country_outside_us(" England ").as_deref(),
            Some("outside the US: country \"England\"")
        );
        assert!(country_outside_us("GB").is_some());
        for us in [
            "US",
            "usa",
            "U.S.A.",
            "United States",
            "UNITED STATES OF AMERICA",
            "united states of america",
            "",
            "  ",
        ] {
            assert_eq!(country_outside_us(us), None, "{us:?}");
        }
    }

    #[test]
    fn us_rows_stay_in() {
        for (state, address, city) in [
            (
                Some("OH"),
                Some("20 S Ontario St, Toledo, OH 43604"),
                "Toledo",
            ),
            (
                Some("NM"),
                Some("1 Plaza, Santa Fe, New Mexico"),
                "Santa Fe",
            ),
            (Some("NY"), Some("12 Main St, Mexico"), "Mexico"),
            (
                Some("MO"),
                Some("5 Jefferson St, Mexico, MO 65265"),
                "Mexico",
            ),
            (
                Some("CA"),
                Some("1 Canada Rd, Woodside, CA 94062"),
                "Woodside",
            ),
            (Some("Atlantis"), Some("ON 5"), "X"),
            (None, None, "X"),
        ] {
            assert_eq!(
                outside_us(state, address, city),
                None,
                "{state:?} {address:?}"
            );
        }
    }
}
