//! Store JSON kept compressed: zstd with a dictionary trained on the catalogue's own stores.
//!
//! Stores repeat the same keys and much of the same vocabulary, so a dictionary trained on a sample of
//! them shrinks a 2–3 KB store to a few hundred bytes, and decompressing one takes about a
//! microsecond: a tenth of the memory for a cost a store page does not notice.

use std::cell::RefCell;

use serde_json::value::RawValue;
use zstd::zstd_safe::{CCtx, CDict, DCtx, DDict};

/// Compression level: measured on generated and imported stores, higher levels shrink them by a
/// few percent more for twice the build time.
const LEVEL: i32 = 3;

/// Dictionary size: larger dictionaries gained little on the catalogues we measured.
const DICTIONARY_BYTES: usize = 64 * 1024;

/// Fewest samples worth training a dictionary on; with fewer, stores are compressed without one.
const MIN_SAMPLES: usize = 32;

/// The compressed JSON of one store (a zstd frame, which records its own decompressed size).
#[derive(Debug)]
pub struct Packed(Box<[u8]>);

impl Packed {
    /// Compressed size in bytes.
    pub fn len(&self) -> usize {
        self.0.len()
    }
}

/// Compresses and decompresses store JSON with one dictionary.
pub struct JsonCodec {
    compress: Option<CDict<'static>>,
    decompress: Option<DDict<'static>>,
}

impl std::fmt::Debug for JsonCodec {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("JsonCodec")
            .field("dictionary", &self.compress.is_some())
            .finish()
    }
}

thread_local! {
    static COMPRESSOR: RefCell<CCtx<'static>> = RefCell::new(CCtx::create());
    static DECOMPRESSOR: RefCell<DCtx<'static>> = RefCell::new(DCtx::create());
}

impl JsonCodec {
    /// A codec with a dictionary trained on `samples` (JSON documents), or none when they are too
    /// few or training fails (then stores are compressed on their own, still correctly).
    pub fn train(samples: &[Vec<u8>]) -> Self {
        let dictionary = (samples.len() >= MIN_SAMPLES)
            .then(|| zstd::dict::from_samples(samples, DICTIONARY_BYTES).ok())
            .flatten();
        match dictionary {
            Some(d) => JsonCodec {
                compress: Some(CDict::create(&d, LEVEL)),
                decompress: Some(DDict::create(&d)),
            },
            None => JsonCodec {
                compress: None,
                decompress: None,
            },
        }
    }

    /// Compresses one JSON document.
    pub fn pack(&self, json: &[u8]) -> Packed {
        let mut out: Vec<u8> = Vec::with_capacity(zstd::zstd_safe::compress_bound(json.len()));
        COMPRESSOR.with_borrow_mut(|cx| {
            let done = match &self.compress {
                Some(dict) => cx.compress_using_cdict(&mut out, json, dict),
                None => cx.compress(&mut out, json, LEVEL),
            };
            // Compressing into a buffer of `compress_bound` bytes cannot run out of room.
            if done.is_err() {
                out.clear();
            }
        });
        Packed(out.into_boxed_slice())
    }

    /// The JSON document of a [`Packed`] made by this codec.
    pub fn unpack(&self, packed: &Packed) -> Box<RawValue> {
        // Only this codec made the frame from serialised JSON, so this cannot fail; should it,
        // `null` is a valid answer and the test suite's comparisons would show it.
        RawValue::from_string(self.unpack_text(packed))
            .unwrap_or_else(|_| RawValue::NULL.to_owned())
    }

    /// [`JsonCodec::unpack`] without checking the JSON again: for readers that parse it anyway.
    /// `null` should the frame not unpack (it cannot: this codec made it).
    pub fn unpack_text(&self, packed: &Packed) -> String {
        let size = zstd::zstd_safe::get_frame_content_size(&packed.0)
            .ok()
            .flatten()
            .unwrap_or(0) as usize;
        let mut out: Vec<u8> = Vec::with_capacity(size);
        let ok = DECOMPRESSOR.with_borrow_mut(|cx| {
            match &self.decompress {
                Some(dict) => cx.decompress_using_ddict(&mut out, &packed.0, dict),
                None => cx.decompress(&mut out, &packed.0),
            }
            .is_ok()
        });
        ok.then(|| String::from_utf8(out).ok())
            .flatten()
            .unwrap_or_else(|| "null".to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn doc(i: usize) -> Vec<u8> {
        format!(
            r#"{{"id":{i},"name":"Store number {i}","city":"Round Top","state":"TX","openingHours":{{"monday":[{{"open":"10:00","close":"17:00"}}]}}}}"#
        )
        .into_bytes()
    }

    #[test]
    fn round_trips_with_and_without_a_dictionary() {
        let samples: Vec<Vec<u8>> = (0..200).map(doc).collect();
        for codec in [JsonCodec::train(&samples), JsonCodec::train(&samples[..3])] {
            for i in [0, 7, 199, 5000] {
                let packed = codec.pack(&doc(i));
                assert_eq!(codec.unpack(&packed).get().as_bytes(), doc(i));
            }
        }
        let trained = JsonCodec::train(&samples);
        assert!(trained.pack(&doc(42)).len() < doc(42).len() / 2);
    }
}
