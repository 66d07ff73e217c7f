//! Reference data about the United States: the four census regions, the 50 states and DC, and a
//! representative IANA time zone per state. Shared by the seed generator and the importers.

use crate::{Region, State};

/// One of the four US census regions.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct UsRegion {
    /// e.g. `northeast`.
    pub slug: &'static str,
    /// e.g. `Northeast`.
    pub name: &'static str,
    /// A sentence or two about antiquing there.
    pub description: &'static str,
}

/// A state (or DC) with its region and main time zone.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct UsState {
    /// Two-letter USPS code, upper case.
    pub code: &'static str,
    /// Full name, e.g. `New York`.
    pub name: &'static str,
    /// Slug of the census region.
    pub region: &'static str,
    /// The IANA time zone most of the state keeps. States split between zones (TX, FL, TN, KY, IN,
    /// MI, ND, SD, NE, KS, OR, ID) get the zone of most of their people.
    pub time_zone: &'static str,
}

impl UsState {
    /// The URL slug of the state, e.g. `new-york`.
    pub fn slug(&self) -> String {
        crate::text::slugify(self.name)
    }

    /// The state as a domain entity.
    pub fn to_state(&self) -> State {
        State {
            code: self.code.to_string(),
            name: self.name.to_string(),
            slug: self.slug(),
            region: self.region.to_string(),
        }
    }
}

impl UsRegion {
    /// The region as a domain entity.
    pub fn to_region(&self) -> Region {
        Region {
            slug: self.slug.to_string(),
            name: self.name.to_string(),
            description: self.description.to_string(),
        }
    }
}

/// The four census regions.
pub const REGIONS: [UsRegion; 4] = [
    UsRegion {
        slug: "northeast",
        name: "Northeast",
        description: "New England and the Mid-Atlantic: the oldest antiques country in the US, from the Brimfield fields and Hudson Valley dealers to the Pennsylvania Dutch markets of Adamstown and the shops of coastal Maine.",
    },
    UsRegion {
        slug: "midwest",
        name: "Midwest",
        description: "Farm primitives, stoneware, oak furniture and mid-century pieces from the industrial cities: Midwestern antiquing means river towns, big seasonal markets and malls where prices are still friendly.",
    },
    UsRegion {
        slug: "south",
        name: "South",
        description: "From Round Top and Canton in Texas to the French Quarter, Savannah and Nashville: Southern antiquing mixes grand shows, old-town districts and estate pieces with deep family histories.",
    },
    UsRegion {
        slug: "west",
        name: "West",
        description: "Western antiquing covers mining-town relics, Spanish Colonial and Native American art, California mid-century design and Pacific Northwest malls, with long drives between rewarding stops.",
    },
];

const ET: &str = "America/New_York";
const CT: &str = "America/Chicago";
const MT: &str = "America/Denver";
const PT: &str = "America/Los_Angeles";

const fn st(
    code: &'static str,
    name: &'static str,
    region: &'static str,
    time_zone: &'static str,
) -> UsState {
    UsState {
        code,
        name,
        region,
        time_zone,
    }
}

/// The 50 states and DC, ordered by name.
pub const STATES: [UsState; 51] = [
    st("AL", "Alabama", "south", CT),
    st("AK", "Alaska", "west", "America/Anchorage"),
    st("AZ", "Arizona", "west", "America/Phoenix"),
    st("AR", "Arkansas", "south", CT),
    st("CA", "California", "west", PT),
    st("CO", "Colorado", "west", MT),
    st("CT", "Connecticut", "northeast", ET),
    st("DE", "Delaware", "south", ET),
    st("DC", "District of Columbia", "south", ET),
    st("FL", "Florida", "south", ET),
    st("GA", "Georgia", "south", ET),
    st("HI", "Hawaii", "west", "Pacific/Honolulu"),
    st("ID", "Idaho", "west", "America/Boise"),
    st("IL", "Illinois", "midwest", CT),
    st("IN", "Indiana", "midwest", "America/Indiana/Indianapolis"),
    st("IA", "Iowa", "midwest", CT),
    st("KS", "Kansas", "midwest", CT),
    st("KY", "Kentucky", "south", ET),
    st("LA", "Louisiana", "south", CT),
    st("ME", "Maine", "northeast", ET),
    st("MD", "Maryland", "south", ET),
    st("MA", "Massachusetts", "northeast", ET),
    st("MI", "Michigan", "midwest", "America/Detroit"),
    st("MN", "Minnesota", "midwest", CT),
    st("MS", "Mississippi", "south", CT),
    st("MO", "Missouri", "midwest", CT),
    st("MT", "Montana", "west", MT),
    st("NE", "Nebraska", "midwest", CT),
    st("NV", "Nevada", "west", PT),
    st("NH", "New Hampshire", "northeast", ET),
    st("NJ", "New Jersey", "northeast", ET),
    st("NM", "New Mexico", "west", MT),
    st("NY", "New York", "northeast", ET),
    st("NC", "North Carolina", "south", ET),
    st("ND", "North Dakota", "midwest", CT),
    st("OH", "Ohio", "midwest", ET),
    st("OK", "Oklahoma", "south", CT),
    st("OR", "Oregon", "west", PT),
    st("PA", "Pennsylvania", "northeast", ET),
    st("RI", "Rhode Island", "northeast", ET),
    st("SC", "South Carolina", "south", ET),
    st("SD", "South Dakota", "midwest", CT),
    st("TN", "Tennessee", "south", CT),
    st("TX", "Texas", "south", CT),
    st("UT", "Utah", "west", MT),
    st("VT", "Vermont", "northeast", ET),
    st("VA", "Virginia", "south", ET),
    st("WA", "Washington", "west", PT),
    st("WV", "West Virginia", "south", ET),
    st("WI", "Wisconsin", "midwest", CT),
    st("WY", "Wyoming", "west", MT),
];

/// The state with this two-letter code (any case, surrounding spaces ignored).
pub fn state_by_code(code: &str) -> Option<&'static UsState> {
    let code = code.trim();
    STATES.iter().find(|s| s.code.eq_ignore_ascii_case(code))
}

/// The state named by a code or a full name, forgiving about case, spaces and punctuation:
/// `TX`, `tx `, `Texas`, `new hampshire `, `District of Columbia`, `Washington, D.C.`, `D.C.`.
pub fn lookup_state(input: &str) -> Option<&'static UsState> {
    let t = input.trim();
    if t.is_empty() {
        return None;
    }
    if let Some(s) = state_by_code(t) {
        return Some(s);
    }
    let key: String = t
        .chars()
        .filter(|c| c.is_ascii_alphanumeric())
        .map(|c| c.to_ascii_lowercase())
        .collect();
    if matches!(key.as_str(), "dc" | "washingtondc" | "districtofcolumbia") {
        return state_by_code("DC");
    }
    STATES.iter().find(|s| {
        s.name
            .chars()
            .filter(|c| c.is_ascii_alphanumeric())
            .map(|c| c.to_ascii_lowercase())
            .eq(key.chars())
    })
}

/// All regions as domain entities.
pub fn regions() -> Vec<Region> {
    REGIONS.iter().map(UsRegion::to_region).collect()
}

/// All states (and DC) as domain entities, ordered by name.
pub fn states() -> Vec<State> {
    STATES.iter().map(UsState::to_state).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lookups() {
        assert_eq!(lookup_state("tx").unwrap().name, "Texas");
        assert_eq!(lookup_state("New Hampshire ").unwrap().code, "NH");
        assert_eq!(lookup_state("District of Columbia").unwrap().code, "DC");
        assert_eq!(lookup_state("Washington, D.C.").unwrap().code, "DC");
        assert_eq!(lookup_state("Washington").unwrap().code, "WA");
        assert!(lookup_state("Puerto Rico").is_none());
        assert!(lookup_state("").is_none());
    }

    #[test]
    fn every_state_has_a_known_region_and_unique_slug() {
        let mut slugs: Vec<String> = STATES.iter().map(|s| s.slug()).collect();
        slugs.sort();
        slugs.dedup();
        assert_eq!(slugs.len(), 51);
        assert!(
            STATES
                .iter()
                .all(|s| REGIONS.iter().any(|r| r.slug == s.region))
        );
        assert_eq!(state_by_code("NY").unwrap().slug(), "new-york");
    }
}
