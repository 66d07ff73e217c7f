//! Buying guides: written Markdown kept in `guides/*.md` beside this crate.

use antiques_model::Guide;
use chrono::{TimeZone, Utc};

struct GuideSeed {
    slug: &'static str,
    title: &'static str,
    summary: &'static str,
    author: &'static str,
    tags: &'static [&'static str],
    /// (year, month, day) published; updated a few weeks later.
    published: (i32, u32, u32),
    updated_days_later: i64,
    body: &'static str,
}

const GUIDES: &[GuideSeed] = &[
    GuideSeed {
        slug: "how-to-spot-reproduction-furniture",
        title: "How to Spot Reproduction Furniture",
        summary: "Tool marks, wear, wood and hardware: the checks dealers use to tell a period piece from a later copy.",
        author: "Eleanor Whitcomb",
        tags: &["furniture", "primitives-folk-art"],
        published: (2026, 1, 14),
        updated_days_later: 40,
        body: include_str!("../guides/how-to-spot-reproduction-furniture.md"),
    },
    GuideSeed {
        slug: "first-timers-guide-to-round-top-and-brimfield",
        title: "A First-Timer's Guide to Round Top and Brimfield",
        summary: "How the two biggest antique shows in the country work, when to go, what to bring and how to get big finds home.",
        author: "Marcus Delgado",
        tags: &["furniture", "architectural-salvage", "textiles-quilts"],
        published: (2026, 2, 3),
        updated_days_later: 120,
        body: include_str!("../guides/first-timers-guide-to-round-top-and-brimfield.md"),
    },
    GuideSeed {
        slug: "pricing-and-haggling-at-antique-malls",
        title: "Pricing and Haggling at Antique Malls",
        summary: "How booth prices are set, when a discount is on the table and how to ask for one without offending anyone.",
        author: "Eleanor Whitcomb",
        tags: &["furniture", "glassware", "jewelry"],
        published: (2026, 3, 10),
        updated_days_later: 21,
        body: include_str!("../guides/pricing-and-haggling-at-antique-malls.md"),
    },
    GuideSeed {
        slug: "caring-for-antique-wood-furniture",
        title: "Caring for Antique Wood Furniture",
        summary: "Cleaning, waxing, humidity and light: simple habits that keep old finishes and joints healthy, and what never to do.",
        author: "Ruth Ann Kessler",
        tags: &["furniture", "mid-century-modern"],
        published: (2026, 4, 22),
        updated_days_later: 30,
        body: include_str!("../guides/caring-for-antique-wood-furniture.md"),
    },
    GuideSeed {
        slug: "identifying-depression-glass",
        title: "Identifying Depression Glass",
        summary: "Colours, patterns, mould seams and the reproductions to watch for when buying 1930s glassware.",
        author: "Ruth Ann Kessler",
        tags: &["glassware", "pottery-ceramics"],
        published: (2026, 5, 19),
        updated_days_later: 14,
        body: include_str!("../guides/identifying-depression-glass.md"),
    },
    GuideSeed {
        slug: "shipping-large-antiques-home",
        title: "Shipping Large Antiques Home",
        summary: "Measuring, packing, blanket-wrap carriers, freight and insurance: the options for getting a big piece home safely.",
        author: "Marcus Delgado",
        tags: &["furniture", "architectural-salvage", "lighting"],
        published: (2026, 6, 30),
        updated_days_later: 45,
        body: include_str!("../guides/shipping-large-antiques-home.md"),
    },
    GuideSeed {
        slug: "collecting-mid-century-modern",
        title: "Collecting Mid-Century Modern",
        summary: "Makers, materials and marks, plus how to judge condition and avoid the many look-alikes of 1950s and 1960s design.",
        author: "Priya Raman",
        tags: &["mid-century-modern", "furniture", "lighting"],
        published: (2026, 8, 11),
        updated_days_later: 25,
        body: include_str!("../guides/collecting-mid-century-modern.md"),
    },
];

/// All guides.
pub fn guides() -> Vec<Guide> {
    GUIDES
        .iter()
        .map(|g| {
            let (y, m, d) = g.published;
            let published_at = Utc
                .with_ymd_and_hms(y, m, d, 14, 0, 0)
                .single()
                .expect("valid guide date");
            Guide {
                slug: g.slug.to_string(),
                title: g.title.to_string(),
                summary: g.summary.to_string(),
                body: g.body.trim().to_string(),
                cover_url: None,
                cover_alt: None,
                author: g.author.to_string(),
                tags: g.tags.iter().map(|t| t.to_string()).collect(),
                published_at,
                updated_at: published_at + chrono::Duration::days(g.updated_days_later),
                draft: false,
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::categories::CATEGORIES;

    #[test]
    fn guides_are_substantial_and_tagged_with_real_categories() {
        let all = guides();
        assert!(all.len() >= 6);
        for g in &all {
            let words = g.body.split_whitespace().count();
            assert!((600..=1300).contains(&words), "{}: {words} words", g.slug);
            assert!(
                g.body.matches("\n## ").count() >= 3,
                "{} needs ## headings",
                g.slug
            );
            assert!(
                !g.body.starts_with("# "),
                "{}: the page shows the title itself",
                g.slug
            );
            assert!(
                g.tags
                    .iter()
                    .all(|t| CATEGORIES.iter().any(|c| c.slug == t)),
                "{}",
                g.slug
            );
            assert!(g.updated_at >= g.published_at);
        }
    }
}
