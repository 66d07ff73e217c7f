//! The antique store directory's data that ships with the code: real reference data, and
//! deterministic demo data for trying the site out.
//!
//! [`reference`] is what every directory needs, demo or real: the four census regions, the 50
//! states and DC, the categories, the antique hotspot towns (real towns at their real coordinates,
//! with written descriptions) and the buying guides. [`demo`] is sample data a real directory must
//! never show: `store_count` generated stores around real towns and a calendar of antique shows
//! dated by their usual rules (with `.example` addresses). [`generate`] is both together, the
//! whole demo catalogue. The same seed always gives the same catalogue: nothing depends on the
//! clock (timestamps derive from 2026-01-01) or on hash-map order.
//!
//! Stores are fictional: phones are in the reserved 555-01xx range, web and e-mail addresses use
//! the reserved `.example` domain, and every store carries `source = "seed"`.

mod categories;
mod events;
mod guides;
mod hotspots;
mod hours;
mod names;
pub mod rng;
mod stores;
mod towns;

use antiques_model::{Catalog, us};

pub use categories::category_for_specialty;

/// The store count the binary seeds by default.
pub const DEFAULT_STORE_COUNT: usize = 2500;

/// The default seed.
pub const DEFAULT_SEED: u64 = 1890;

/// The directory's reference data: regions, states and DC, categories, hotspot towns and buying
/// guides; no stores and no events.
///
/// The guides count as reference data although they are articles: they are the site's own written
/// content (real advice on buying antiques, tagged with the real categories), not samples standing
/// in for someone else's data, so a real directory publishes them as they are (its editors may
/// change or remove them in the console), and without them its guides pages would be empty.
pub fn reference() -> Catalog {
    Catalog {
        regions: us::regions(),
        states: us::states(),
        categories: categories::categories(),
        hotspots: hotspots::hotspots(),
        guides: guides::guides(),
        ..Catalog::default()
    }
}

/// The demo data, determined by `seed`: `store_count` sample stores around real towns and the
/// hotspot towns of [`reference`], and sample antique-show events; nothing else.
pub fn demo(seed: u64, store_count: usize) -> Catalog {
    let hotspots = hotspots::hotspots();
    Catalog {
        stores: stores::StoreGen::new(seed, &hotspots).generate(store_count),
        events: events::events(),
        ..Catalog::default()
    }
}

/// The whole demo catalogue: [`reference`] and [`demo`] together.
pub fn generate(seed: u64, store_count: usize) -> Catalog {
    let demo = demo(seed, store_count);
    Catalog {
        stores: demo.stores,
        events: demo.events,
        ..reference()
    }
}

#[cfg(test)]
mod tests;
