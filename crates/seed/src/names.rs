//! Believable antique store names and street addresses.

use crate::rng::Rng;

const ADJECTIVES: &[&str] = &[
    "Old",
    "Rusty",
    "Little",
    "Red",
    "Blue",
    "Copper",
    "Golden",
    "Silver",
    "Crooked",
    "Painted",
    "Weathered",
    "Brass",
    "Iron",
    "Hidden",
    "Lucky",
    "Honest",
    "Twin",
    "Country",
    "Olde",
    "Sleepy",
    "Gilded",
    "Wandering",
    "Humble",
    "Salty",
    "Whistling",
    "Tin",
    "Velvet",
    "Green",
    "Cobbled",
    "Blackbird",
    "Timeworn",
    "Patina",
];

const NOUNS: &[&str] = &[
    "Mill",
    "Lantern",
    "Barn",
    "Gate",
    "Door",
    "Key",
    "Kettle",
    "Wagon",
    "Anchor",
    "Rooster",
    "Fox",
    "Owl",
    "Acorn",
    "Thimble",
    "Compass",
    "Teapot",
    "Trunk",
    "Cupboard",
    "Spoon",
    "Bell",
    "Horseshoe",
    "Crow",
    "Willow",
    "Oak",
    "Pine",
    "Cottage",
    "Chair",
    "Button",
    "Spindle",
    "Hen",
    "Bucket",
    "Ladder",
    "Windmill",
    "Sparrow",
    "Rocking Horse",
    "Pickle Jar",
];

const SUFFIXES: &[&str] = &[
    "Antiques",
    "Antiques",
    "Antiques",
    "Antiques & Collectibles",
    "Vintage",
    "Emporium",
    "Trading Post",
    "Mercantile",
    "Antique Co.",
    "Antique Market",
    "Antique Gallery",
    "Finds",
    "Vintage & Antiques",
];

const PLACES: &[&str] = &[
    "Riverbend",
    "Hilltop",
    "Creekside",
    "Cedar Hollow",
    "Maple Ridge",
    "Stone Bridge",
    "Orchard Hill",
    "Meadowbrook",
    "Pine Hollow",
    "Fox Run",
    "Briar Patch",
    "Walnut Grove",
    "Quarry Hill",
    "Mill Pond",
    "Sycamore",
    "Chestnut Hill",
    "Lakeside",
    "Prairie",
    "Valley View",
    "Heritage",
    "Old Towne",
    "Depot",
    "Courthouse Square",
    "Crossroads",
    "Four Corners",
];

const SURNAMES: &[&str] = &[
    "Miller",
    "Hoffman",
    "Carter",
    "Whitaker",
    "Lindqvist",
    "Beaumont",
    "Ramirez",
    "O'Connell",
    "Delacroix",
    "Kowalski",
    "Harper",
    "Sutton",
    "Yoder",
    "Fitzgerald",
    "Navarro",
    "Pemberton",
    "Abernathy",
    "Castellano",
    "Brooks",
    "Okafor",
    "Tanaka",
    "Schultz",
    "McAllister",
    "Greer",
    "Holloway",
    "Dupree",
    "Whitfield",
    "Larsen",
    "Bishop",
    "Crenshaw",
];

const FIRST_NAMES: &[&str] = &[
    "Aunt Bee",
    "Grandma Rose",
    "Ruth",
    "Mabel",
    "Hattie",
    "Earl",
    "June",
    "Clara",
    "Walt",
    "Opal",
    "Dot",
    "Gus",
    "Pearl",
    "Millie",
    "Hank",
    "Ida",
    "Lou",
    "Nell",
];

const STREET_NAMES: &[&str] = &[
    "Main",
    "Market",
    "Water",
    "Front",
    "Mill",
    "Church",
    "Bridge",
    "Depot",
    "River",
    "Elm",
    "Maple",
    "Chestnut",
    "High",
    "Union",
    "Court",
    "Broad",
    "Liberty",
    "Franklin",
    "Washington",
    "Cherry",
];

const NUMBER_NAMES: &[&str] = &[
    "3 Sisters Antiques",
    "2nd Chance Vintage",
    "7 Gables Antiques",
    "4 Corners Antique Mall",
    "5 & Dime Antiques",
    "2 Old Goats Antiques",
    "9 Lives Vintage",
    "1st Street Antiques",
    "3 Crows Antiques",
    "6th Street Antique Market",
    "2 Sisters & a Barn",
    "10 Mile Antiques",
    "8 Acres Antique Barn",
    "4 Seasons Antiques",
];

/// A store name. `town` is the town it is in (some names use it).
pub fn store_name(rng: &mut Rng, town: &str) -> String {
    match rng.weighted(&[26, 10, 12, 6, 10, 6, 9, 6, 3]) {
        0 => format!(
            "{} {} {}",
            rng.pick(ADJECTIVES),
            rng.pick(NOUNS),
            rng.pick(SUFFIXES)
        ),
        1 => format!("The {} {}", rng.pick(ADJECTIVES), rng.pick(NOUNS)),
        2 => {
            let kind = rng.pick(&[
                "Antique Mall",
                "Antique Center",
                "Antiques Market",
                "Antique Co-op",
                "Vintage Market",
                "Antique Barn",
                "Antiques & Uniques",
            ]);
            format!("{town} {kind}")
        }
        3 => {
            if rng.chance(0.5) {
                let year = rng.range(1776, 1935);
                let kind = rng.pick(&[
                    "House Antiques",
                    "Farmhouse Antiques",
                    "Antiques",
                    "Mercantile",
                    "Trading Co.",
                ]);
                format!("{year} {kind}")
            } else {
                rng.pick(NUMBER_NAMES).to_string()
            }
        }
        4 => match rng.below(4) {
            0 => format!("{}'s Antiques", rng.pick(SURNAMES)),
            1 => format!("{} & {} Antiques", rng.pick(SURNAMES), rng.pick(SURNAMES)),
            2 => format!("{}'s Attic", rng.pick(FIRST_NAMES)),
            _ => format!("{} & Sons Antiques", rng.pick(SURNAMES)),
        },
        5 => format!(
            "{} Street {}",
            rng.pick(STREET_NAMES),
            rng.pick(&["Antiques", "Antique Mall", "Vintage", "Antiques & Art"])
        ),
        6 => format!("{} {}", rng.pick(PLACES), rng.pick(SUFFIXES)),
        7 => format!(
            "{} {}",
            rng.pick(&[
                "Nostalgia",
                "Yesteryear",
                "Heirloom",
                "Relics",
                "Time Capsule",
                "Salvage",
                "Curiosities",
                "Treasure Trove"
            ]),
            rng.pick(&["Antiques", "Antique Mall", "Vintage", "& Co."])
        ),
        _ => format!(
            "{town} {} {}",
            rng.pick(&["Mid-Century", "Modern Era", "Retro", "Atomic Age"]),
            rng.pick(&["Vintage", "Modern", "Design", "Finds", "Home"])
        ),
    }
}

/// A street address (without city, state and ZIP).
pub fn street_address(rng: &mut Rng, multi_vendor: bool) -> String {
    let number = match rng.below(3) {
        0 => rng.range(1, 299),
        1 => rng.range(100, 2999),
        _ => rng.range(1000, 19999),
    };
    let street = match rng.weighted(&[60, 12, 10, 8, 10]) {
        0 => {
            let kind = rng.pick(&["St", "St", "St", "Ave", "Rd", "Blvd", "Ln", "Pike"]);
            format!("{} {kind}", rng.pick(STREET_NAMES))
        }
        1 => {
            let n = rng.range(1, 12);
            let suffix = match n {
                1 => "st",
                2 => "nd",
                3 => "rd",
                _ => "th",
            };
            format!("{n}{suffix} {}", rng.pick(&["St", "Ave"]))
        }
        2 => format!("State Route {}", rng.range(2, 299)),
        3 => format!("County Road {}", rng.range(1, 120)),
        _ => format!("Highway {}", rng.range(1, 299)),
    };
    let dir = if rng.chance(0.12) {
        *rng.pick(&["N ", "S ", "E ", "W "])
    } else {
        ""
    };
    let mut out = format!("{number} {dir}{street}");
    if multi_vendor && rng.chance(0.3) {
        out.push_str(&format!(", Suite {}", rng.range(1, 30) * 10));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_varied_and_some_start_with_digits() {
        let mut rng = Rng::new(3);
        let names: Vec<String> = (0..2000).map(|_| store_name(&mut rng, "Hudson")).collect();
        assert!(
            names
                .iter()
                .any(|n| n.starts_with(|c: char| c.is_ascii_digit()))
        );
        let mut unique = names.clone();
        unique.sort();
        unique.dedup();
        assert!(unique.len() > 1000, "{}", unique.len());
        assert!(
            street_address(&mut rng, true)
                .chars()
                .next()
                .unwrap()
                .is_ascii_digit()
        );
    }
}
