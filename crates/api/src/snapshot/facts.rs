//! What a search filters, ranks and counts a store by, in a few bytes per store kept side by side
//! in one table by slot ([`StoreFacts`]).
//!
//! A search reads these for every store it finds (tens of thousands for a broad word). Read from
//! the stores' entries, each several cache lines apart in memory with their texts behind more
//! pointers, memory reads were most of a search's time; the table keeps what a search reads for
//! every store in one place and leaves the entry for the few stores a page shows.

use std::collections::HashMap;
use std::sync::{LazyLock, RwLock};

use super::entry::{StateCode, StoreEntry, text_key};

/// One bit per flag of [`StoreFacts::flags`].
pub mod flag {
    pub const FEATURED: u16 = 1;
    pub const VERIFIED: u16 = 1 << 1;
    pub const HAS_WEBSITE: u16 = 1 << 2;
    pub const DELIVERY: u16 = 1 << 3;
    pub const SHIPPING: u16 = 1 << 4;
    pub const AUCTIONS: u16 = 1 << 5;
    pub const MULTI_VENDOR: u16 = 1 << 6;
    pub const MULTIPLE_FLOORS: u16 = 1 << 7;
    /// A category of the store has no bit (more distinct slugs than bits): its categories are
    /// read from its entry.
    pub const CATEGORIES_BEYOND_BITS: u16 = 1 << 8;
}

/// The facts of one store.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct StoreFacts {
    pub latitude: Option<f64>,
    pub longitude: Option<f64>,
    /// The rating the page shows.
    pub rating: Option<f64>,
    /// [`flag`]s.
    pub flags: u16,
    pub state: StateCode,
    /// Bytes in the folded name: a name can equal, or hold, the words searched only when it is as
    /// long, or longer, so most stores are ranked without reading their name.
    pub name_len: u32,
    /// One bit per category slug ([`category_bit`]).
    pub categories: u64,
    /// [`text_key`] of the folded town: a place's own town is told from the others by it, the
    /// town's text read only when the numbers match.
    pub town: u64,
    /// The five-digit ZIP code as a number (`None` without one).
    pub zip: Option<u32>,
}

impl StoreFacts {
    pub fn of(e: &StoreEntry) -> StoreFacts {
        let mut flags = 0;
        let mut set = |on: bool, bit: u16| {
            if on {
                flags |= bit;
            }
        };
        set(e.featured, flag::FEATURED);
        set(e.verified, flag::VERIFIED);
        set(e.has_website, flag::HAS_WEBSITE);
        set(e.features.delivery, flag::DELIVERY);
        set(e.features.shipping, flag::SHIPPING);
        set(e.features.auctions, flag::AUCTIONS);
        set(e.features.multi_vendor, flag::MULTI_VENDOR);
        set(e.features.multiple_floors, flag::MULTIPLE_FLOORS);
        let mut categories = 0;
        for slug in e.categories.iter() {
            match category_bit(slug) {
                Some(bit) => categories |= 1 << bit,
                None => set(true, flag::CATEGORIES_BEYOND_BITS),
            }
        }
        StoreFacts {
            latitude: e.latitude,
            longitude: e.longitude,
            rating: e.rating,
            flags,
            state: e.state_code,
            name_len: e.folded_name.len() as u32,
            categories,
            town: text_key(&e.folded_city),
            zip: e.zip.as_deref().and_then(zip_number),
        }
    }

    pub fn has(&self, flag: u16) -> bool {
        self.flags & flag != 0
    }
}

/// A five-digit ZIP code as a number (`01234` is 1234: the five digits say the same).
pub fn zip_number(zip: &str) -> Option<u32> {
    (zip.len() == 5 && zip.bytes().all(|b| b.is_ascii_digit()))
        .then(|| zip.parse().ok())
        .flatten()
}

/// Bits given to category slugs, in the order they were first seen, for the life of the process:
/// a slug keeps its bit whatever snapshot reads it, so facts built for one snapshot hold in the next.
static CATEGORY_BITS: LazyLock<RwLock<HashMap<Box<str>, u8>>> = LazyLock::new(Default::default);

/// The bit of a category slug, given at its first sight while bits remain (64: a catalogue has a
/// few dozen categories at most; a slug beyond them is read from the entries).
pub fn category_bit(slug: &str) -> Option<u8> {
    if let Some(bit) = known_category_bit(slug) {
        return Some(bit);
    }
    let mut bits = CATEGORY_BITS.write().unwrap_or_else(|e| e.into_inner());
    let next = bits.len();
    if let Some(bit) = bits.get(slug) {
        return Some(*bit);
    }
    let bit = u8::try_from(next).ok().filter(|b| *b < 64)?;
    bits.insert(slug.into(), bit);
    Some(bit)
}

/// The bit of a slug some store was given, without giving one: a slug no store has had has none.
pub fn known_category_bit(slug: &str) -> Option<u8> {
    CATEGORY_BITS
        .read()
        .unwrap_or_else(|e| e.into_inner())
        .get(slug)
        .copied()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn zip_codes_are_numbers_of_five_digits() {
        assert_eq!(zip_number("01234"), Some(1234));
        assert_eq!(zip_number("12534"), Some(12534));
        assert_eq!(zip_number("1234"), None);
        assert_eq!(zip_number("12a34"), None);
    }

    #[test]
    fn a_slug_keeps_its_bit_and_different_slugs_get_different_bits() {
        let a = category_bit("facts-test-clocks").expect("a bit");
        let b = category_bit("facts-test-lamps").expect("a bit");
        assert_ne!(a, b);
        assert_eq!(category_bit("facts-test-clocks"), Some(a));
        assert_eq!(known_category_bit("facts-test-clocks"), Some(a));
        assert_eq!(known_category_bit("facts-test-never-seen"), None);
    }
}
