//! Arrays that live as long as the process (the reference ZIP codes and towns), placed so that they
//! keep no freed memory resident.
//!
//! The content service allocates with mimalloc, which puts a block of up to 512 KiB in a page shared
//! with other blocks of about its size, and hands a page back only when all its blocks are free. A
//! lasting array of a few hundred KiB, built among the loader's temporaries of the same sizes, so
//! kept those temporaries resident once freed: ~1.5 MB for the US towns and ZIP codes. A larger block
//! gets pages of its own, and the part of it never written is never made resident.

/// The size from which a block has pages of its own (mimalloc's largest shared block is 512 KiB).
const OWN_PAGES: usize = 1024 * 1024;

/// `items`, in a block of its own once it holds anything (see the module). Keep the result as it is:
/// shrinking it would move it back into a shared page.
pub fn array<T>(items: Vec<T>) -> Vec<T> {
    let size = std::mem::size_of::<T>();
    if items.is_empty() || size == 0 || items.capacity() * size >= OWN_PAGES {
        return items;
    }
    let mut own = Vec::with_capacity(OWN_PAGES.div_ceil(size));
    own.extend(items);
    own
}

/// `text`, in a block of its own once it holds anything (see [`array`]).
pub fn text(text: String) -> String {
    if text.is_empty() || text.capacity() >= OWN_PAGES {
        return text;
    }
    let mut own = String::with_capacity(OWN_PAGES);
    own.push_str(&text);
    own
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keeps_the_items_in_a_block_of_their_own() {
        let a = array(vec![1u32, 2, 3]);
        assert_eq!(a, [1, 2, 3]);
        assert!(a.capacity() * 4 >= OWN_PAGES);
        assert_eq!(array(Vec::<u32>::new()).capacity(), 0);
        let t = text("Round Top".to_string());
        assert_eq!(t, "Round Top");
        assert!(t.capacity() >= OWN_PAGES);
        assert_eq!(text(String::new()).capacity(), 0);
    }
}
