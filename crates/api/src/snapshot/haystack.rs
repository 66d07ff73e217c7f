//! Every store's folded name, one after another in name order, so a substring filter on names
//! (`filters[name][$containsi]`) is one fast scan of a few megabytes instead of a check per store.

use memchr::memmem;

use super::Slot;
use super::stores::StoreIndex;

/// The folded names of a snapshot's stores in name order, each followed by a line break (which no
/// folded text holds, so a match never spans two names).
#[derive(Debug)]
pub struct NameHaystack {
    text: Vec<u8>,
    /// Where each name ends (after its line break), in name order.
    ends: Vec<u32>,
    /// The store of each name, in name order.
    slots: Vec<Slot>,
}

impl NameHaystack {
    pub fn build(stores: &StoreIndex) -> Self {
        let mut text = Vec::with_capacity(stores.len() * 24);
        let mut ends = Vec::with_capacity(stores.len());
        for &slot in &stores.by_name {
            text.extend_from_slice(stores.entry(slot).folded_name.as_bytes());
            text.push(b'\n');
            ends.push(text.len() as u32);
        }
        NameHaystack {
            text,
            ends,
            slots: stores.by_name.clone(),
        }
    }

    /// The stores whose folded name contains `needle` (folded text), in name order.
    pub fn containing(&self, needle: &str) -> Vec<Slot> {
        let mut found = Vec::new();
        if needle.is_empty() || needle.contains('\n') {
            return found;
        }
        let finder = memmem::Finder::new(needle.as_bytes());
        let mut from = 0;
        while let Some(at) = finder.find(&self.text[from..]) {
            let at = from + at;
            let place = self.ends.partition_point(|&end| end as usize <= at);
            found.push(self.slots[place]);
            // The next match worth finding is in the next name.
            from = self.ends[place] as usize;
        }
        found
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn haystack(names: &[&str]) -> NameHaystack {
        let mut text = Vec::new();
        let mut ends = Vec::new();
        for n in names {
            text.extend_from_slice(n.as_bytes());
            text.push(b'\n');
            ends.push(text.len() as u32);
        }
        NameHaystack {
            text,
            ends,
            slots: (0..names.len() as u32).collect(),
        }
    }

    #[test]
    fn each_name_holding_the_needle_once_in_name_order() {
        let h = haystack(&["barn barn", "old barn", "red mill", "the barns"]);
        assert_eq!(h.containing("barn"), [0, 1, 3]);
        assert_eq!(h.containing("d m"), [2]);
        assert_eq!(
            h.containing("mill\nthe"),
            Vec::<u32>::new(),
            "never across two names"
        );
        assert_eq!(h.containing("n\nt"), Vec::<u32>::new());
        assert_eq!(h.containing("zebra"), Vec::<u32>::new());
        assert_eq!(h.containing(""), Vec::<u32>::new());
        assert_eq!(h.containing("barns"), [3]);
        assert_eq!(h.containing("the barns"), [3]);
    }
}
