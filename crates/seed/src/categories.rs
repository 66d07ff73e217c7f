//! Categories of antiques and the specialties (as an analysis names them) that map to them.

use antiques_model::Category;

/// A category with the specialty phrases that put a store in it.
#[derive(Debug, Clone, Copy)]
pub struct CategorySeed {
    pub slug: &'static str,
    pub name: &'static str,
    pub description: &'static str,
    /// Specialties as a store analysis words them; the first is the usual one.
    pub specialties: &'static [&'static str],
    /// How common the category is among stores (relative weight).
    pub weight: u32,
}

/// The categories. Slugs never collide with the search filter names.
pub const CATEGORIES: &[CategorySeed] = &[
    CategorySeed {
        slug: "furniture",
        name: "Furniture",
        description: "Case pieces, tables, chairs and beds from the 18th century to the 1950s: Federal and Empire, Victorian, Arts and Crafts, country and painted furniture.",
        specialties: &[
            "Furniture",
            "Country furniture",
            "Victorian furniture",
            "Oak furniture",
        ],
        weight: 30,
    },
    CategorySeed {
        slug: "jewelry",
        name: "Jewelry",
        description: "Estate and costume jewelry: Victorian mourning pieces, Art Deco platinum, signed mid-century costume pieces, cameos and vintage watches on chains.",
        specialties: &["Estate jewelry", "Costume jewelry", "Vintage jewelry"],
        weight: 14,
    },
    CategorySeed {
        slug: "glassware",
        name: "Glassware",
        description: "Depression glass, pressed and cut glass, art glass, carnival glass, Fire-King and other kitchen glass.",
        specialties: &[
            "Depression glass",
            "Art glass",
            "Carnival glass",
            "Kitchen glass",
        ],
        weight: 16,
    },
    CategorySeed {
        slug: "pottery-ceramics",
        name: "Pottery & Ceramics",
        description: "Stoneware crocks and jugs, art pottery such as Roseville and Rookwood, transferware, ironstone and porcelain.",
        specialties: &["Stoneware", "Art pottery", "Transferware", "Ironstone"],
        weight: 14,
    },
    CategorySeed {
        slug: "vintage-clothing",
        name: "Vintage Clothing",
        description: "Clothing and accessories from the Victorian era to the 1990s: dresses, denim, Western wear, hats, handbags and shoes.",
        specialties: &["Vintage clothing", "Western wear", "Handbags & accessories"],
        weight: 8,
    },
    CategorySeed {
        slug: "books-ephemera",
        name: "Books & Ephemera",
        description: "Old and rare books, maps, postcards, photographs, magazines, letters and other paper collectibles.",
        specialties: &["Books", "Ephemera", "Maps & prints", "Postcards"],
        weight: 9,
    },
    CategorySeed {
        slug: "art",
        name: "Art",
        description: "Paintings, prints, drawings and sculpture: regional landscapes, portraits, folk paintings and framed prints.",
        specialties: &["Paintings", "Fine art", "Prints & etchings"],
        weight: 9,
    },
    CategorySeed {
        slug: "lighting",
        name: "Lighting",
        description: "Oil lamps, early electric and slag-glass lamps, chandeliers, sconces and industrial fixtures, often rewired for use.",
        specialties: &["Lighting", "Oil lamps", "Chandeliers"],
        weight: 8,
    },
    CategorySeed {
        slug: "clocks-watches",
        name: "Clocks & Watches",
        description: "Tall-case, shelf and wall clocks, pocket watches and wristwatches, sold as found or restored by clock repairers.",
        specialties: &["Clocks", "Pocket watches"],
        weight: 5,
    },
    CategorySeed {
        slug: "toys-games",
        name: "Toys & Games",
        description: "Cast-iron and tin toys, dolls, trains, board games, marbles and childhood collectibles.",
        specialties: &["Toys", "Dolls", "Toy trains", "Board games"],
        weight: 7,
    },
    CategorySeed {
        slug: "primitives-folk-art",
        name: "Primitives & Folk Art",
        description: "Country primitives, farm and kitchen tools, painted boxes, decoys, weathervanes and other folk art.",
        specialties: &["Primitives", "Folk art", "Farmhouse decor", "Decoys"],
        weight: 16,
    },
    CategorySeed {
        slug: "mid-century-modern",
        name: "Mid-Century Modern",
        description: "Furniture, lighting and design from about 1945 to 1975: teak and walnut case pieces, Scandinavian design, atomic-age decor.",
        specialties: &["Mid-century modern", "Danish modern", "Retro decor"],
        weight: 13,
    },
    CategorySeed {
        slug: "silver",
        name: "Silver",
        description: "Sterling and coin silver flatware and hollowware, silverplate, and tea services.",
        specialties: &["Sterling silver", "Silverplate", "Flatware"],
        weight: 6,
    },
    CategorySeed {
        slug: "textiles-quilts",
        name: "Textiles & Quilts",
        description: "Quilts, coverlets, hooked rugs, samplers, linens and feed sacks.",
        specialties: &["Quilts", "Linens", "Textiles", "Hooked rugs"],
        weight: 8,
    },
    CategorySeed {
        slug: "architectural-salvage",
        name: "Architectural Salvage",
        description: "Doors, mantels, windows, hardware, columns, tin ceiling and garden pieces rescued from old buildings.",
        specialties: &["Architectural salvage", "Garden antiques", "Hardware"],
        weight: 6,
    },
    CategorySeed {
        slug: "coins-militaria",
        name: "Coins & Militaria",
        description: "Coins and currency, medals, uniforms, insignia and military collectibles from the Civil War onward.",
        specialties: &["Coins", "Militaria", "Civil War items"],
        weight: 5,
    },
    CategorySeed {
        slug: "advertising-signs",
        name: "Advertising & Signs",
        description: "Porcelain and tin signs, store displays, tins, soda and gas station collectibles.",
        specialties: &[
            "Advertising signs",
            "Vintage tins",
            "Soda & gas collectibles",
        ],
        weight: 8,
    },
    CategorySeed {
        slug: "records-music",
        name: "Records & Music",
        description: "Vinyl records, phonographs, radios, musical instruments and music memorabilia.",
        specialties: &["Vinyl records", "Vintage radios", "Musical instruments"],
        weight: 5,
    },
];

/// The categories as domain entities.
pub fn categories() -> Vec<Category> {
    CATEGORIES
        .iter()
        .map(|c| Category {
            slug: c.slug.to_string(),
            name: c.name.to_string(),
            description: c.description.to_string(),
        })
        .collect()
}

/// The category a specialty phrase belongs to (case-insensitive), if any.
pub fn category_for_specialty(specialty: &str) -> Option<&'static CategorySeed> {
    CATEGORIES.iter().find(|c| {
        c.specialties
            .iter()
            .any(|s| s.eq_ignore_ascii_case(specialty.trim()))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const FILTER_NAMES: [&str; 9] = [
        "delivery",
        "shipping",
        "auctions",
        "multiVendor",
        "multipleFloors",
        "verified",
        "featured",
        "hasWebsite",
        "openNow",
    ];

    #[test]
    fn slugs_are_unique_and_not_filter_names() {
        let mut slugs: Vec<&str> = CATEGORIES.iter().map(|c| c.slug).collect();
        assert!(slugs.len() >= 12);
        for s in &slugs {
            assert!(
                !FILTER_NAMES.iter().any(|f| f.eq_ignore_ascii_case(s)),
                "{s}"
            );
            assert_eq!(antiques_model::text::slugify(s), *s);
        }
        slugs.sort();
        slugs.dedup();
        assert_eq!(slugs.len(), CATEGORIES.len());
        assert_eq!(
            category_for_specialty("depression glass").unwrap().slug,
            "glassware"
        );
    }
}
