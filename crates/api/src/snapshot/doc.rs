//! A store of the snapshot as a document the query language reads: the fields its entry keeps are
//! read from the entry (a filter over 100,000 stores never unpacks them), every other field from
//! its full answer, unpacked at most once per store and query.

use std::borrow::Cow;
use std::cell::OnceCell;

use antiques_model::text::fold;
use serde_json::Value;

use super::{Slot, Snapshot};
use crate::collection::filter::{Form, Path};
use crate::collection::{Doc, JsonDoc, Val};

/// One store of a snapshot.
pub struct StoreDoc<'a> {
    snap: &'a Snapshot,
    slot: Slot,
    full: OnceCell<Value>,
}

impl<'a> StoreDoc<'a> {
    /// The fields read from the entry (every other one is read from the full answer).
    pub const KEPT: &'static [&'static str] = &[
        "id",
        "documentId",
        "slug",
        "name",
        "city",
        "address",
        "state",
        "region",
        "latitude",
        "longitude",
        "displayRating",
        "featured",
        "verified",
        "hasEnhancedData",
        "hasWebsite",
        "updatedAt",
        "categories.slug",
        "nearestAntiqueHotspot.slug",
    ];

    /// Whether a field (or a relation's field) is read from the entry.
    pub fn keeps(field: &str, sub: Option<&str>) -> bool {
        match sub {
            None => Self::KEPT.contains(&field),
            Some(sub) => Self::KEPT.contains(&format!("{field}.{sub}").as_str()),
        }
    }

    pub fn new(snap: &'a Snapshot, slot: Slot) -> Self {
        StoreDoc {
            snap,
            slot,
            full: OnceCell::new(),
        }
    }

    fn full(&self) -> &Value {
        self.full.get_or_init(|| {
            serde_json::from_str(self.snap.full_json(self.slot).get()).unwrap_or_default()
        })
    }
}

fn text<'v>(s: &'v str, form: Form) -> Val<'v> {
    match form {
        Form::AsWritten => Val::Text(Cow::Borrowed(s)),
        Form::Folded => Val::Text(Cow::Owned(fold(s))),
    }
}

impl Doc for StoreDoc<'_> {
    fn any(&self, path: &Path, form: Form, each: &mut dyn FnMut(&Val) -> bool) -> bool {
        let e = self.snap.entry(self.slot);
        let one = |v: Option<Val>, each: &mut dyn FnMut(&Val) -> bool| v.is_some_and(|v| each(&v));
        match (path.field.name, path.sub.map(|s| s.name)) {
            ("id", None) => one(Some(Val::Num(e.id as f64)), each),
            ("documentId", None) => one(Some(text(&e.document_id, form)), each),
            ("slug", None) => one(Some(text(&e.slug, form)), each),
            ("name", None) => one(
                Some(match form {
                    Form::AsWritten => Val::Text(Cow::Borrowed(&e.name)),
                    Form::Folded => Val::Text(Cow::Borrowed(&e.folded_name)),
                }),
                each,
            ),
            ("city", None) => one(
                Some(match form {
                    Form::AsWritten => Val::Text(Cow::Borrowed(&e.city)),
                    Form::Folded => Val::Text(Cow::Borrowed(&e.folded_city)),
                }),
                each,
            ),
            ("address", None) => one(e.address.as_deref().map(|a| text(a, form)), each),
            ("state", None) => one(Some(text(&e.state, form)), each),
            ("region", None) => one(e.region.as_deref().map(|r| text(r, form)), each),
            ("latitude", None) => one(e.latitude.map(Val::Num), each),
            ("longitude", None) => one(e.longitude.map(Val::Num), each),
            ("displayRating", None) => one(e.rating.map(Val::Num), each),
            ("featured", None) => one(Some(Val::Bool(e.featured)), each),
            ("verified", None) => one(Some(Val::Bool(e.verified)), each),
            ("hasEnhancedData", None) => one(Some(Val::Bool(e.has_enhanced_data)), each),
            ("hasWebsite", None) => one(Some(Val::Bool(e.has_website)), each),
            ("updatedAt", None) => one(Some(Val::Time(e.updated_at.timestamp_micros())), each),
            ("categories", Some("slug")) => e.categories.iter().any(|c| each(&text(c, form))),
            ("nearestAntiqueHotspot", Some("slug")) => {
                one(e.hotspot.as_deref().map(|h| text(h, form)), each)
            }
            _ => JsonDoc(self.full()).any(path, form, each),
        }
    }
}
