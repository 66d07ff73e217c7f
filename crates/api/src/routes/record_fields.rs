//! The fields of the editorial records (buying guides, events, hotspot towns, categories), one table
//! per kind: the checks of a record body (`records::record_of`) and the body schemas of the OpenAPI
//! document read the same rules, so a client built from the document sends what the checks take.
//!
//! What a schema cannot say stays in the checks alone, answered 422 rather than 400 (the body is as
//! documented; its meaning cannot be taken): a field naming a category or a hotspot town the
//! catalogue does not have, an event ending before it starts, a cover picture without its
//! description. A taken slug is a 409.

use antiques_storage::RecordKind;
use serde_json::{Map, Value, json};
use utoipa::openapi::{RefOr, Schema};

use super::patterns;
use crate::views::schema_from_json;

/// The longest slug accepted.
pub const MAX_SLUG: usize = 100;
/// The longest guide body accepted, in characters (a long guide is about 20,000).
pub const MAX_BODY_CHARS: usize = 200_000;

/// What a field holds.
#[derive(Debug, Clone, Copy)]
pub enum Kind {
    /// Text, trimmed, at most this many characters.
    Text(usize),
    /// A web address ([`patterns::is_web_address`]).
    Url,
    /// A calendar date, `YYYY-MM-DD`.
    Date,
    /// A number within a range.
    Number(f64, f64),
    /// Yes or no.
    Flag,
    /// A list of category slugs.
    Categories,
    /// The slug of a hotspot town.
    Hotspot,
    /// A US state's two-letter code.
    State,
    /// The record's address: lower-case letters, digits and single dashes.
    Slug,
}

/// One field of a record body.
#[derive(Debug)]
pub struct Rule {
    pub name: &'static str,
    /// How a message names it: "Enter {label}".
    pub label: &'static str,
    pub kind: Kind,
    pub required: bool,
}

const fn required(name: &'static str, label: &'static str, kind: Kind) -> Rule {
    Rule {
        name,
        label,
        kind,
        required: true,
    }
}

const fn optional(name: &'static str, label: &'static str, kind: Kind) -> Rule {
    Rule {
        name,
        label,
        kind,
        required: false,
    }
}

const GUIDE: &[Rule] = &[
    required("title", "a title", Kind::Text(200)),
    optional("slug", "the address", Kind::Slug),
    required("summary", "a summary", Kind::Text(500)),
    required("body", "the text of the guide", Kind::Text(MAX_BODY_CHARS)),
    optional("coverUrl", "the cover picture's address", Kind::Url),
    optional(
        "coverAlt",
        "a description of the cover picture",
        Kind::Text(300),
    ),
    required("author", "the author", Kind::Text(120)),
    optional("tags", "the categories", Kind::Categories),
    required("publishedAt", "the publication date", Kind::Date),
    optional("draft", "draft", Kind::Flag),
];

const EVENT: &[Rule] = &[
    required("title", "a title", Kind::Text(200)),
    optional("slug", "the address", Kind::Slug),
    required("description", "a description", Kind::Text(5000)),
    required("startDate", "the first day", Kind::Date),
    required("endDate", "the last day", Kind::Date),
    required("venue", "the venue", Kind::Text(200)),
    required("city", "the city", Kind::Text(100)),
    required("state", "the state", Kind::State),
    optional("hotspot", "the hotspot town", Kind::Hotspot),
    optional("url", "the event's web address", Kind::Url),
];

const HOTSPOT: &[Rule] = &[
    required("name", "the town's name", Kind::Text(100)),
    required("state", "the state", Kind::State),
    optional("slug", "the address", Kind::Slug),
    required("latitude", "Latitude", Kind::Number(-90.0, 90.0)),
    required("longitude", "Longitude", Kind::Number(-180.0, 180.0)),
    required("description", "a description", Kind::Text(5000)),
    required("bestTimeToVisit", "the best time to visit", Kind::Text(300)),
    required("radiusKm", "The radius", Kind::Number(1.0, 200.0)),
];

const CATEGORY: &[Rule] = &[
    required("name", "a name", Kind::Text(80)),
    optional("slug", "the address", Kind::Slug),
    required("description", "a description", Kind::Text(1000)),
];

/// The fields of a kind of record, in the order a form shows them.
pub fn rules(kind: RecordKind) -> &'static [Rule] {
    match kind {
        RecordKind::Guide => GUIDE,
        RecordKind::Event => EVENT,
        RecordKind::Hotspot => HOTSPOT,
        RecordKind::Category => CATEGORY,
    }
}

/// The rule of one field (the names in the checks are the table's).
pub fn rule(kind: RecordKind, name: &str) -> &'static Rule {
    rules(kind)
        .iter()
        .find(|r| r.name == name)
        .unwrap_or_else(|| panic!("{name} is not a field of a {}", kind.noun()))
}

/// What a body is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Purpose {
    /// A new record: the required fields must be there.
    Create,
    /// The whole record again (the console's change): required fields too; the slug stays the
    /// path's, whatever the body says.
    Replace,
    /// Only the fields to change (Strapi's update): none is required, each sent must be valid.
    Change,
}

/// The schema of one field's value. A required field, when sent, holds a value (not null, not
/// blank); whether it must be sent depends on the purpose.
fn field_schema(rule: &Rule, purpose: Purpose) -> Value {
    let mut schema = match rule.kind {
        // Blank is missing: a value is trimmed before it is checked.
        Kind::Text(max) if rule.required => {
            json!({ "type": "string", "maxLength": max, "minLength": 1, "pattern": patterns::not_blank() })
        }
        Kind::Text(max) => json!({ "type": "string", "maxLength": max }),
        Kind::Url => {
            json!({ "type": "string", "maxLength": 2000, "pattern": patterns::web_address() })
        }
        Kind::Date => json!({ "type": "string", "format": "date" }),
        Kind::Number(min, max) => json!({ "type": "number", "minimum": min, "maximum": max }),
        Kind::Flag => json!({ "type": "boolean" }),
        Kind::Categories => json!({
            "type": "array",
            "items": { "type": "string", "description": "A category's slug" }
        }),
        Kind::Hotspot => json!({
            "type": "string", "maxLength": MAX_SLUG, "description": "A hotspot town's slug"
        }),
        Kind::State => json!({
            "type": "string",
            "pattern": crate::routes::forms::state_code_pattern()
        }),
        // The path names the record changed: a slug sent is not read.
        Kind::Slug if purpose != Purpose::Create => {
            any_value("Not read: the path names the record")
        }
        Kind::Slug => {
            json!({ "type": "string", "maxLength": MAX_SLUG, "pattern": patterns::slug() })
        }
    };
    // Absent and null are the same for a field that may be left out.
    if !rule.required
        && let Some(t) = schema["type"].as_str().map(str::to_string)
    {
        schema["type"] = json!([t, "null"]);
    }
    schema
}

/// A value of any JSON type.
fn any_value(description: &str) -> Value {
    json!({
        "type": ["string", "number", "boolean", "array", "object", "null"],
        "description": description
    })
}

/// `{ data: {...} }` of a kind for a purpose; `also` are the fields reads send that a write takes
/// back and ignores (`None`: any other field is ignored too).
pub fn body_schema(
    kind: RecordKind,
    purpose: Purpose,
    also: Option<&[&str]>,
    description: &str,
) -> RefOr<Schema> {
    let mut properties = Map::new();
    let mut required = Vec::new();
    for rule in rules(kind) {
        properties.insert(rule.name.into(), field_schema(rule, purpose));
        if rule.required && purpose != Purpose::Change {
            required.push(rule.name);
        }
    }
    let mut data = json!({ "type": "object", "properties": properties, "required": required });
    if let Some(ignored) = also {
        for name in ignored {
            if !data["properties"]
                .as_object()
                .is_some_and(|p| p.contains_key(*name))
            {
                data["properties"][*name] = any_value("Sent by reads; ignored");
            }
        }
        data["additionalProperties"] = json!(false);
    }
    schema_from_json(json!({
        "type": "object",
        "description": description,
        "properties": { "data": data },
        "required": ["data"]
    }))
}

/// Declares the body type of a record write, its schema built from the kind's field table.
macro_rules! record_body {
    ($name:ident, $kind:expr, $purpose:expr, $also:expr, $doc:literal) => {
        #[doc = $doc]
        pub struct $name;

        impl utoipa::PartialSchema for $name {
            fn schema() -> RefOr<Schema> {
                body_schema($kind, $purpose, $also, $doc)
            }
        }

        impl utoipa::ToSchema for $name {}
    };
}

/// What the Strapi-shaped writes take besides a kind's fields: what its reads send, ignored, so a
/// document read can be sent back.
pub const READ_ONLY: &[&str] = &[
    "id",
    "documentId",
    "storeCount",
    "stateName",
    "regionName",
    "readingMinutes",
    "upcomingEvents",
    "createdAt",
    "updatedAt",
    "publishedAt",
    "locale",
];

use Purpose::{Change, Create, Replace};
use RecordKind::{Category as C, Event as E, Guide as G, Hotspot as H};

record_body!(
    GuideCreateRequest,
    G,
    Create,
    None,
    "`{ data }`: a new buying guide (the console's create)."
);
record_body!(
    GuideReplaceRequest,
    G,
    Replace,
    None,
    "`{ data }`: a buying guide, every field (the console's change)."
);
record_body!(
    GuideDocumentCreateRequest,
    G,
    Create,
    Some(READ_ONLY),
    "`{ data }`: a new buying guide (Strapi's create)."
);
record_body!(
    GuideDocumentChangeRequest,
    G,
    Change,
    Some(READ_ONLY),
    "`{ data }`: the fields of a buying guide to change (Strapi's update)."
);
record_body!(
    EventCreateRequest,
    E,
    Create,
    None,
    "`{ data }`: a new event (the console's create)."
);
record_body!(
    EventReplaceRequest,
    E,
    Replace,
    None,
    "`{ data }`: an event, every field (the console's change)."
);
record_body!(
    EventDocumentCreateRequest,
    E,
    Create,
    Some(READ_ONLY),
    "`{ data }`: a new event (Strapi's create)."
);
record_body!(
    EventDocumentChangeRequest,
    E,
    Change,
    Some(READ_ONLY),
    "`{ data }`: the fields of an event to change (Strapi's update)."
);
record_body!(
    HotspotCreateRequest,
    H,
    Create,
    None,
    "`{ data }`: a new hotspot town (the console's create)."
);
record_body!(
    HotspotReplaceRequest,
    H,
    Replace,
    None,
    "`{ data }`: a hotspot town, every field (the console's change)."
);
record_body!(
    HotspotDocumentCreateRequest,
    H,
    Create,
    Some(READ_ONLY),
    "`{ data }`: a new hotspot town (Strapi's create)."
);
record_body!(
    HotspotDocumentChangeRequest,
    H,
    Change,
    Some(READ_ONLY),
    "`{ data }`: the fields of a hotspot town to change (Strapi's update)."
);
record_body!(
    CategoryCreateRequest,
    C,
    Create,
    None,
    "`{ data }`: a new category (the console's create)."
);
record_body!(
    CategoryReplaceRequest,
    C,
    Replace,
    None,
    "`{ data }`: a category, every field (the console's change)."
);
record_body!(
    CategoryDocumentCreateRequest,
    C,
    Create,
    Some(READ_ONLY),
    "`{ data }`: a new category (Strapi's create)."
);
record_body!(
    CategoryDocumentChangeRequest,
    C,
    Change,
    Some(READ_ONLY),
    "`{ data }`: the fields of a category to change (Strapi's update)."
);
