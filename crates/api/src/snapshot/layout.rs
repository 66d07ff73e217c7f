//! Where the parts a search result reads sit in a store's full answer, recorded while the answer is
//! written: a result's summary is then cut from the unpacked answer and its texts read from their
//! own bytes, with no pass over the whole answer (parsing every member of each result to find them
//! was a fifth of a search's instructions).

use std::cell::Cell;
use std::io;
use std::ops::Range;

use serde::Serialize;
use serde_json::ser::{CompactFormatter, Formatter};

/// The members of a full store a summary leaves out (see `StoreSummary`).
pub(super) const NOT_IN_SUMMARY: [&str; 6] = [
    "storeAnalysis",
    "customerSentiment",
    "photos",
    "socialLinks",
    "seo",
    "emails",
];

/// The members of a full store that explain why a search found it: top-level members, and three
/// of the store analysis's (its specialties, format and description, read without the rest of it).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TextMember {
    Name,
    Description,
    EnhancedDescription,
    Categories,
    Specialties,
    StoreFormat,
    AnalysisDescription,
}

/// The top-level member whose own members a layout records too.
const NESTED_IN: &str = "storeAnalysis";

impl TextMember {
    pub const ALL: [TextMember; 7] = [
        TextMember::Name,
        TextMember::Description,
        TextMember::EnhancedDescription,
        TextMember::Categories,
        TextMember::Specialties,
        TextMember::StoreFormat,
        TextMember::AnalysisDescription,
    ];

    /// The member's key, and the key of the member of [`NESTED_IN`] it is, if it is one.
    pub fn path(self) -> (&'static str, Option<&'static str>) {
        match self {
            TextMember::Name => ("name", None),
            TextMember::Description => ("description", None),
            TextMember::EnhancedDescription => ("enhancedDescription", None),
            TextMember::Categories => ("categories", None),
            TextMember::Specialties => (NESTED_IN, Some("specialties")),
            TextMember::StoreFormat => (NESTED_IN, Some("storeFormat")),
            TextMember::AnalysisDescription => (NESTED_IN, Some("description")),
        }
    }
}

/// Byte offsets into one full answer: the runs of members its summary keeps (each run from the
/// first key of its members to the end of the last value, commas between them included), then the
/// value of each [`TextMember`] (empty when the answer has none). One allocation of `u32`s, kept
/// with each store: about 100 bytes.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct AnswerLayout(Box<[u32]>);

impl AnswerLayout {
    fn runs(&self) -> impl Iterator<Item = Range<usize>> + '_ {
        let texts = TextMember::ALL.len() * 2;
        let runs = self.0.len().saturating_sub(texts);
        self.0[..runs]
            .chunks_exact(2)
            .map(|pair| pair[0] as usize..pair[1] as usize)
    }

    /// The summary of the answer `full` this layout was recorded for, as JSON text: its kept
    /// members in their order. `None` when `full` is not that answer (a range out of bounds).
    pub fn summary(&self, full: &str) -> Option<String> {
        let mut out = String::with_capacity(full.len());
        out.push('{');
        for run in self.runs() {
            let members = full.get(run)?;
            if out.len() > 1 {
                out.push(',');
            }
            out.push_str(members);
        }
        out.push('}');
        Some(out)
    }

    /// The JSON value of a text member in `full`, when the answer has that member.
    pub fn text<'a>(&self, full: &'a str, member: TextMember) -> Option<&'a str> {
        let at = self.0.len().checked_sub(TextMember::ALL.len() * 2)?;
        let i = at + 2 * TextMember::ALL.iter().position(|m| *m == member)?;
        let (start, end) = (self.0[i] as usize, self.0[i + 1] as usize);
        (end > start).then(|| full.get(start..end)).flatten()
    }
}

/// `value` as compact JSON (what `serde_json::to_vec` writes) and the layout of its members, for a
/// value serialising as an object.
pub fn write_with_layout(value: &impl Serialize) -> serde_json::Result<(Vec<u8>, AnswerLayout)> {
    let at = Cell::new(0);
    let mut recorder = Recorder {
        at: &at,
        depth: 0,
        in_key: false,
        key: String::new(),
        member_start: 0,
        value_start: 0,
        members: Vec::with_capacity(48),
        nested_key: String::new(),
        nested_value_start: 0,
        nested: Vec::with_capacity(8),
    };
    let writer = Counting {
        out: Vec::with_capacity(4096),
        at: &at,
    };
    let mut serializer = serde_json::Serializer::with_formatter(writer, &mut recorder);
    value.serialize(&mut serializer)?;
    let json = serializer.into_inner().out;
    Ok((json, recorder.layout()))
}

/// A top-level member as written: where its key starts, where its value starts and ends.
struct Member {
    key: String,
    start: usize,
    value: Range<usize>,
}

/// The compact formatter, noting where each top-level member is written.
struct Recorder<'a> {
    /// Bytes written so far (the writer keeps it).
    at: &'a Cell<usize>,
    /// Objects and arrays open: top-level members are written at depth 1.
    depth: usize,
    in_key: bool,
    key: String,
    member_start: usize,
    value_start: usize,
    members: Vec<Member>,
    /// The same for the members of [`NESTED_IN`]'s value (their `start` unused).
    nested_key: String,
    nested_value_start: usize,
    nested: Vec<Member>,
}

impl Recorder<'_> {
    /// Whether a member written now is one of [`NESTED_IN`]'s own (the top-level key stays in
    /// `key` until its value ends).
    fn in_nested(&self) -> bool {
        self.depth == 2 && self.key == NESTED_IN
    }

    fn layout(self) -> AnswerLayout {
        let mut ranges: Vec<(usize, usize)> = Vec::with_capacity(12);
        let mut run: Option<(usize, usize)> = None;
        for m in &self.members {
            if NOT_IN_SUMMARY.contains(&m.key.as_str()) {
                ranges.extend(run.take());
            } else {
                run = Some(match run {
                    Some((start, _)) => (start, m.value.end),
                    None => (m.start, m.value.end),
                });
            }
        }
        ranges.extend(run);
        for text in TextMember::ALL {
            let (members, key) = match text.path() {
                (key, None) => (&self.members, key),
                (_, Some(key)) => (&self.nested, key),
            };
            let value = members
                .iter()
                .find(|m| m.key == key)
                .map_or(0..0, |m| m.value.clone());
            ranges.push((value.start, value.end));
        }
        // An answer over 4 GiB cannot be laid out in u32s; it gets an empty layout instead.
        let offsets: Option<Box<[u32]>> = ranges
            .into_iter()
            .flat_map(|(start, end)| [start, end])
            .map(|n| u32::try_from(n).ok())
            .collect();
        AnswerLayout(offsets.unwrap_or_default())
    }
}

/// A byte buffer that tells the [`Recorder`] how much it holds.
struct Counting<'a> {
    out: Vec<u8>,
    at: &'a Cell<usize>,
}

impl io::Write for Counting<'_> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.out.extend_from_slice(buf);
        self.at.set(self.out.len());
        Ok(buf.len())
    }

    fn write_all(&mut self, buf: &[u8]) -> io::Result<()> {
        self.write(buf).map(|_| ())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

impl Formatter for &mut Recorder<'_> {
    fn begin_array<W: ?Sized + io::Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.depth += 1;
        CompactFormatter.begin_array(w)
    }

    fn end_array<W: ?Sized + io::Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.depth -= 1;
        CompactFormatter.end_array(w)
    }

    fn begin_object<W: ?Sized + io::Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.depth += 1;
        CompactFormatter.begin_object(w)
    }

    fn end_object<W: ?Sized + io::Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.depth -= 1;
        CompactFormatter.end_object(w)
    }

    fn begin_object_key<W: ?Sized + io::Write>(
        &mut self,
        w: &mut W,
        first: bool,
    ) -> io::Result<()> {
        CompactFormatter.begin_object_key(w, first)?;
        if self.depth == 1 {
            self.in_key = true;
            self.key.clear();
            self.member_start = self.at.get();
        } else if self.in_nested() {
            self.in_key = true;
            self.nested_key.clear();
        }
        Ok(())
    }

    fn end_object_key<W: ?Sized + io::Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.in_key = false;
        CompactFormatter.end_object_key(w)
    }

    fn write_string_fragment<W: ?Sized + io::Write>(
        &mut self,
        w: &mut W,
        fragment: &str,
    ) -> io::Result<()> {
        if self.in_key {
            if self.depth == 1 {
                self.key.push_str(fragment);
            } else {
                self.nested_key.push_str(fragment);
            }
        }
        CompactFormatter.write_string_fragment(w, fragment)
    }

    fn begin_object_value<W: ?Sized + io::Write>(&mut self, w: &mut W) -> io::Result<()> {
        CompactFormatter.begin_object_value(w)?;
        if self.depth == 1 {
            self.value_start = self.at.get();
        } else if self.in_nested() {
            self.nested_value_start = self.at.get();
        }
        Ok(())
    }

    fn end_object_value<W: ?Sized + io::Write>(&mut self, w: &mut W) -> io::Result<()> {
        CompactFormatter.end_object_value(w)?;
        if self.depth == 1 {
            self.members.push(Member {
                key: std::mem::take(&mut self.key),
                start: self.member_start,
                value: self.value_start..self.at.get(),
            });
        } else if self.in_nested() {
            self.nested.push(Member {
                key: std::mem::take(&mut self.nested_key),
                start: 0,
                value: self.nested_value_start..self.at.get(),
            });
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    /// Members in a fixed order (a `json!` object would sort them).
    #[derive(Serialize)]
    #[serde(rename_all = "camelCase")]
    struct Answer {
        id: i64,
        name: &'static str,
        emails: Vec<&'static str>,
        photos: serde_json::Value,
        city: &'static str,
        categories: serde_json::Value,
        store_analysis: serde_json::Value,
        customer_sentiment: Option<()>,
        description: Option<&'static str>,
        zip_code: &'static str,
    }

    #[test]
    fn writes_what_serde_json_writes_and_finds_each_member() {
        let value = Answer {
            id: 7,
            name: "A \"quoted\" name",
            emails: vec!["a@b.c"],
            photos: json!([{"url": "x"}]),
            city: "Hudson",
            categories: json!([{"name": "Furniture", "nested": {"name": "not this"}}]),
            store_analysis: json!({"description": "x", "features": {"storeFormat": "not this"}}),
            customer_sentiment: None,
            description: None,
            zip_code: "12534",
        };
        let (json, layout) = write_with_layout(&value).unwrap();
        let text = String::from_utf8(json).unwrap();
        assert_eq!(text, serde_json::to_string(&value).unwrap());
        assert_eq!(
            layout.summary(&text).unwrap(),
            r#"{"id":7,"name":"A \"quoted\" name","city":"Hudson","categories":[{"name":"Furniture","nested":{"name":"not this"}}],"description":null,"zipCode":"12534"}"#
        );
        assert_eq!(
            layout.text(&text, TextMember::Name),
            Some(r#""A \"quoted\" name""#)
        );
        assert_eq!(layout.text(&text, TextMember::Description), Some("null"));
        assert_eq!(layout.text(&text, TextMember::EnhancedDescription), None);
        assert_eq!(
            layout.text(&text, TextMember::AnalysisDescription),
            Some(r#""x""#)
        );
        // A member of the same name elsewhere is not the analysis's.
        assert_eq!(layout.text(&text, TextMember::StoreFormat), None);
    }

    #[test]
    fn a_summary_of_left_out_members_only_is_an_empty_object() {
        let value = json!({"emails": [], "seo": {}});
        let (json, layout) = write_with_layout(&value).unwrap();
        assert_eq!(
            layout.summary(std::str::from_utf8(&json).unwrap()).unwrap(),
            "{}"
        );
    }

    #[test]
    fn a_layout_does_not_cut_another_answer_out_of_bounds() {
        let (_, layout) = write_with_layout(&json!({"id": 1, "name": "Long enough"})).unwrap();
        assert_eq!(layout.summary("{}"), None);
        assert_eq!(layout.text("{}", TextMember::Name), None);
    }
}
