//! Deterministic demo data for the antique store directory.
//!
//! [`generate`] builds a whole [`Catalog`]: the four census regions, the 50 states and DC, real
//! antique hotspot towns, categories, `store_count` generated stores around real towns, written
//! buying guides and antique shows. The same seed always gives the same catalogue: nothing
//! depends on the clock (timestamps derive from 2026-01-01) or on hash-map order.
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

/// A whole demo catalogue with `store_count` stores, determined by `seed`.
pub fn generate(seed: u64, store_count: usize) -> Catalog {
    let hotspots = hotspots::hotspots();
    let stores = stores::StoreGen::new(seed, &hotspots).generate(store_count);
    Catalog {
        regions: us::regions(),
        states: us::states(),
        categories: categories::categories(),
        stores,
        guides: guides::guides(),
        events: events::events(),
        hotspots,
    }
}

#[cfg(test)]
mod tests;
