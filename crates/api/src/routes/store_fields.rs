//! The fields of a store write (`POST` and `PUT /api/stores`, approving an add-store submission,
//! applying a change report): the schema the OpenAPI document states for them and the checks of a
//! store, side by side, so a client built from the document sends what the checks take.
//!
//! A refusal the schema states is a 400; what it cannot state is a 422 (the body is as documented,
//! its meaning cannot be taken): a state the catalogue does not have, a category it does not have,
//! a phone number typed that is not a US one, a time zone that does not exist, a store that closes
//! the minute it opens, a seasonal store without its season, a social link without its platform.

use antiques_model::text::{normalize_url, normalize_us_phone, valid_email};
use antiques_model::{CategoryRef, Photo, SocialLink, Store};
use serde_json::{Value, json};
use utoipa::openapi::{RefOr, Schema};

use super::patterns;
use crate::error::{ApiError, FieldError, unprocessable, validation};
use crate::snapshot::Snapshot;
use crate::views::schema_from_json;

/// The longest name or city, in characters as sent.
pub const MAX_NAME: usize = 200;
/// The longest slug.
pub const MAX_SLUG: usize = super::record_fields::MAX_SLUG;

/// Fields storage assigns; a body may carry them (e.g. a store read back) but they are ignored, as
/// are the derived values every store is read with ([`crate::views::StoreDerived`]).
pub const ASSIGNED: [&str; 7] = [
    "id",
    "documentId",
    "createdAt",
    "updatedAt",
    "publishedAt",
    "nearestAntiqueHotspot",
    "distanceKm",
];

/// What a store body is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Purpose {
    /// A new store: name, city and state must be sent.
    Create,
    /// Fields of a store to change: each sent replaces the stored one; none must be sent.
    Change,
}

fn nullable(schema: Value) -> Value {
    json!({ "anyOf": [schema, { "type": "null" }] })
}

fn text() -> Value {
    json!({ "type": "string" })
}

fn texts() -> Value {
    json!({ "type": "array", "items": { "type": "string" } })
}

fn web_address() -> Value {
    json!({ "type": "string", "pattern": patterns::web_address() })
}

fn opening_hours_schema() -> Value {
    let range = json!({
        "type": "object",
        "required": ["open", "close"],
        "properties": {
            "open": { "type": "string", "pattern": patterns::TIME_OF_DAY, "example": "10:00" },
            "close": { "type": "string", "pattern": patterns::TIME_OF_DAY, "example": "17:30",
                       "description": "Before `open`: the interval runs past midnight" }
        }
    });
    let days = [
        "monday",
        "tuesday",
        "wednesday",
        "thursday",
        "friday",
        "saturday",
        "sunday",
    ];
    let weekly = json!({
        "type": "object",
        "required": days,
        "properties": days.iter().map(|d| (d.to_string(), json!({ "type": "array", "items": range }))).collect::<serde_json::Map<_, _>>()
    });
    json!({
        "type": "object",
        "description": "Opening hours. A time zone that does not exist, a store that closes when it opens or a seasonal store without its season is a 422.",
        "required": ["timeZone", "status", "weekly"],
        "properties": {
            "timeZone": { "type": "string", "description": "IANA time zone, e.g. `America/Chicago`" },
            "status": { "type": "string", "enum": ["regular", "byAppointment", "seasonal", "temporarilyClosed"] },
            "weekly": weekly,
            "season": nullable(json!({
                "type": "object",
                "required": ["from", "to"],
                "properties": {
                    "from": { "type": "string", "pattern": patterns::MONTH_DAY },
                    "to": { "type": "string", "pattern": patterns::MONTH_DAY }
                }
            })),
            "note": nullable(text())
        }
    })
}

fn store_analysis_schema() -> Value {
    let features = [
        "delivery",
        "shipping",
        "auctions",
        "multiVendor",
        "multipleFloors",
    ];
    json!({
        "type": "object",
        "required": ["size", "priceRange", "specialties", "storeFormat", "browsingDuration", "description", "features", "analysis"],
        "properties": {
            "size": text(),
            "priceRange": text(),
            "specialties": texts(),
            "storeFormat": text(),
            "browsingDuration": text(),
            "description": text(),
            "features": {
                "type": "object",
                "required": features,
                "properties": features.iter().map(|f| (f.to_string(), json!({ "type": "boolean" }))).collect::<serde_json::Map<_, _>>()
            },
            "analysis": {
                "type": "object",
                "required": ["confidenceLevel", "priceIndicators", "specialtyMentions"],
                "properties": {
                    "confidenceLevel": text(),
                    "priceIndicators": texts(),
                    "specialtyMentions": texts()
                }
            }
        }
    })
}

/// The schema of `data` of a store write.
fn data_schema(purpose: Purpose) -> Value {
    let name = |what: &str| json!({ "type": "string", "maxLength": MAX_NAME, "pattern": patterns::not_blank(), "description": what });
    let mut properties = json!({
        "name": name("The store's name"),
        "slug": { "type": "string", "maxLength": MAX_SLUG, "pattern": patterns::slug(),
                  "description": "The store's address; blank on a new store: made from its name, city and state" },
        "description": nullable(text()),
        "enhancedDescription": nullable(text()),
        "address": nullable(json!({ "type": "string", "description": "Street address, without city, state or ZIP" })),
        "city": name("The store's city or town"),
        "state": { "type": "string", "pattern": super::forms::state_code_pattern(),
                   "description": "Two-letter state code; one the catalogue does not have is a 422" },
        "zipCode": nullable(text()),
        "phones": { "type": "array", "items": {
            "type": "object",
            "required": ["prettyPhoneNumber", "phoneNumber"],
            "description": "A phone number: `phoneNumber` as dialled, or blank and `prettyPhoneNumber` as typed (a US number: one that is not is a 422); both blank is none",
            "properties": {
                "prettyPhoneNumber": text(),
                "phoneNumber": { "type": "string", "pattern": patterns::DIALLED_PHONE }
            }
        }},
        "websites": { "type": "array", "items": web_address(),
                      "description": "Web addresses (blank ones are dropped, `https://` added when missing)" },
        "emails": { "type": "array", "items": {
            "type": "string", "maxLength": 254, "pattern": patterns::email_or_blank()
        }, "description": "E-mail addresses (blank ones are dropped)" },
        "mapUrl": nullable(web_address()),
        "rating": nullable(json!({ "type": "number", "minimum": 0, "maximum": 10 })),
        "placeId": nullable(text()),
        "googlePlaceId": nullable(text()),
        "featured": { "type": "boolean" },
        "verified": { "type": "boolean" },
        "lastVerifiedAt": nullable(json!({ "type": "string", "format": "date-time" })),
        "hasEnhancedData": { "type": "boolean" },
        "latitude": nullable(json!({ "type": "number", "minimum": -90, "maximum": 90 })),
        "longitude": nullable(json!({ "type": "number", "minimum": -180, "maximum": 180 })),
        "openingHours": nullable(opening_hours_schema()),
        "photos": { "type": "array", "items": {
            "type": "object",
            "required": ["url", "alt"],
            "properties": {
                "url": web_address(),
                "alt": text(),
                "width": nullable(json!({ "type": "integer", "minimum": 0, "maximum": u32::MAX })),
                "height": nullable(json!({ "type": "integer", "minimum": 0, "maximum": u32::MAX }))
            }
        }},
        "socialLinks": { "type": "array", "items": {
            "type": "object",
            "required": ["platform", "url"],
            "description": "A social profile; one with an address but no platform is a 422",
            "properties": { "platform": text(), "url": web_address() }
        }},
        "seo": nullable(json!({
            "type": "object",
            "properties": { "metaTitle": nullable(text()), "metaDescription": nullable(text()) }
        })),
        "storeAnalysis": nullable(store_analysis_schema()),
        "customerSentiment": nullable(json!({
            "type": "object",
            "required": ["positiveThemes", "concerns", "satisfactionDrivers"],
            "properties": {
                "overallSentiment": nullable(json!({ "type": "number", "minimum": 0, "maximum": 10 })),
                "positiveThemes": texts(),
                "concerns": texts(),
                "satisfactionDrivers": texts()
            }
        })),
        "categories": { "type": "array", "items": {
            "type": "object",
            "required": ["slug", "name"],
            "description": "A category by its slug (its name is the catalogue's; one the catalogue does not have is a 422)",
            "properties": { "slug": text(), "name": text() }
        }},
        "source": nullable(text()),
        "sourceId": nullable(text())
    });
    for ignored in computed_fields() {
        properties[ignored.as_str()] = json!({
            "type": ["string", "number", "boolean", "array", "object", "null"],
            "description": "Sent by reads; ignored"
        });
    }
    let required: &[&str] = match purpose {
        Purpose::Create => &["name", "city", "state"],
        Purpose::Change => &[],
    };
    json!({
        "type": "object",
        "properties": properties,
        "required": required,
        "additionalProperties": false
    })
}

/// The fields a store body may carry that are assigned or derived, so ignored.
pub fn computed_fields() -> &'static [String] {
    static FIELDS: std::sync::LazyLock<Vec<String>> = std::sync::LazyLock::new(|| {
        let blank = super::admin::blank_store();
        let derived = match serde_json::to_value(crate::views::StoreDerived::of(&blank, None, None))
        {
            Ok(Value::Object(m)) => m.keys().cloned().collect(),
            _ => Vec::new(),
        };
        ASSIGNED
            .iter()
            .map(|f| f.to_string())
            .chain(derived)
            .collect()
    });
    &FIELDS
}

/// The fields of a store a write may send (the `data` of every store body; a new store needs
/// name, city and state besides).
pub struct StoreFields;

impl utoipa::PartialSchema for StoreFields {
    fn schema() -> RefOr<Schema> {
        let mut schema = data_schema(Purpose::Change);
        schema["description"] = json!(
            "The fields of a store a write may send: each sent replaces the stored one (a new store needs `name`, `city` and `state`); fields storage assigns and derived values (a store read back) are ignored; `nearestAntiqueHotspot` is computed from the coordinates."
        );
        schema_from_json(schema)
    }
}

impl utoipa::ToSchema for StoreFields {}

/// `data` of a body for a purpose: the shared fields, with those a new store needs.
fn data_ref(purpose: Purpose) -> Value {
    let fields = json!({ "$ref": "#/components/schemas/StoreFields" });
    match purpose {
        Purpose::Change => fields,
        Purpose::Create => {
            json!({ "allOf": [fields, { "type": "object", "required": ["name", "city", "state"] }] })
        }
    }
}

fn with_store_fields(schemas: &mut Vec<(String, RefOr<Schema>)>) {
    use utoipa::PartialSchema;
    schemas.push(("StoreFields".to_string(), StoreFields::schema()));
}

/// Declares a store body type, its `data` the [`StoreFields`].
macro_rules! store_body {
    ($name:ident, $purpose:expr, $doc:literal) => {
        #[doc = $doc]
        #[derive(Debug, serde::Deserialize)]
        pub struct $name {
            pub data: Value,
        }

        impl utoipa::PartialSchema for $name {
            fn schema() -> RefOr<Schema> {
                schema_from_json(json!({
                    "type": "object",
                    "description": $doc,
                    "required": ["data"],
                    "properties": { "data": data_ref($purpose) }
                }))
            }
        }

        impl utoipa::ToSchema for $name {
            fn schemas(schemas: &mut Vec<(String, RefOr<Schema>)>) {
                with_store_fields(schemas);
            }
        }
    };
}

store_body!(
    StoreCreateRequest,
    Purpose::Create,
    "`{ data }`: a new store. Fields left out take their empty value; fields storage assigns and derived values (a store read back) are ignored; `nearestAntiqueHotspot` is computed from the coordinates."
);
store_body!(
    StoreChangeRequest,
    Purpose::Change,
    "`{ data }`: the fields of a store to change. Fields left out keep their value; fields storage assigns and derived values are ignored."
);
store_body!(
    SubmissionApproval,
    Purpose::Create,
    "Approving an add-store submission: `{ data }`, the store as the editor left it, created published and verified."
);

/// Applying a change report: the store's fields as the editor changed them (`data`, saved with the
/// version in `If-Match`), or `unpublish` for a store that closed for good. Either way the store is
/// marked verified now.
#[derive(Debug, serde::Deserialize)]
pub struct ReportApplication {
    pub data: Option<Value>,
    #[serde(default)]
    pub unpublish: bool,
}

impl utoipa::PartialSchema for ReportApplication {
    fn schema() -> RefOr<Schema> {
        schema_from_json(json!({
            "type": "object",
            "description": "Applying a change report: `data`, the fields of the store as the editor changed them (saved with the version in `If-Match`), or `unpublish: true` for a store that closed for good.",
            "properties": {
                "data": nullable(data_ref(Purpose::Change)),
                "unpublish": { "type": "boolean", "default": false }
            }
        }))
    }
}

impl utoipa::ToSchema for ReportApplication {
    fn schemas(schemas: &mut Vec<(String, RefOr<Schema>)>) {
        with_store_fields(schemas);
    }
}

/// What a store's checks found: refusals the document states (400) and the rest (422).
#[derive(Default)]
struct Findings {
    malformed: Vec<FieldError>,
    unprocessable: Vec<FieldError>,
}

fn at(path: &[&str], message: impl Into<String>) -> FieldError {
    FieldError {
        path: path.iter().map(|p| p.to_string()).collect(),
        message: message.into(),
    }
}

impl Findings {
    fn malformed(&mut self, path: &[&str], message: impl Into<String>) {
        self.malformed.push(at(path, message));
    }

    fn cannot_take(&mut self, path: &[&str], message: impl Into<String>) {
        self.unprocessable.push(at(path, message));
    }

    /// 400 with every finding when any is one the document states, else 422.
    fn into_result(self) -> Result<(), ApiError> {
        if !self.malformed.is_empty() {
            let mut all = self.malformed;
            all.extend(self.unprocessable);
            Err(validation(all))
        } else if !self.unprocessable.is_empty() {
            Err(unprocessable(self.unprocessable))
        } else {
            Ok(())
        }
    }
}

/// A web address a store may hold: `None` for blank, else the address with its scheme, or the
/// refusal. A value the document allows that still cannot be read is a 422.
fn web_address_of(
    text: &str,
    path: &[&str],
    message: &str,
    findings: &mut Findings,
) -> Option<String> {
    if text.trim().is_empty() {
        return None;
    }
    if !patterns::is_web_address(text) {
        findings.malformed(path, message);
        return None;
    }
    let url = normalize_url(text);
    if url.is_none() {
        findings.cannot_take(path, message);
    }
    url
}

/// Checks a store as a write would store it (`base` is what it was: its own category order is
/// kept) and brings its fields to their stored form: trimmed text, state code and category names
/// from the catalogue, web addresses with their scheme, phones in both forms, blank entries dropped,
/// a slug made when none was given.
pub fn checked(snap: &Snapshot, base: &Store, mut store: Store) -> Result<Store, ApiError> {
    let mut findings = Findings::default();
    // Lengths count as sent, spaces too: what the document's maxLength says.
    if store.name.trim().is_empty() || store.name.chars().count() > MAX_NAME {
        findings.malformed(&["name"], "name is required (at most 200 characters)");
    }
    if store.city.trim().is_empty() || store.city.chars().count() > MAX_NAME {
        findings.malformed(&["city"], "city is required (at most 200 characters)");
    }
    store.name = store.name.trim().to_string();
    store.city = store.city.trim().to_string();
    let documented_code = antiques_model::us::STATES
        .iter()
        .any(|s| s.code.eq_ignore_ascii_case(&store.state));
    match snap
        .find_state(&store.state)
        .filter(|s| s.code.eq_ignore_ascii_case(&store.state))
    {
        Some(s) => store.state = s.code.clone(),
        None if documented_code => findings.cannot_take(
            &["state"],
            format!("The directory has no state {:?}", store.state),
        ),
        None => findings.malformed(&["state"], "state must be a known state code (e.g. TX)"),
    }
    if store.rating.is_some_and(|r| !(0.0..=10.0).contains(&r)) {
        findings.malformed(&["rating"], "rating must be from 0 to 10");
    }
    if store.latitude.is_some_and(|v| !(-90.0..=90.0).contains(&v)) {
        findings.malformed(&["latitude"], "latitude must be from -90 to 90");
    }
    if store
        .longitude
        .is_some_and(|v| !(-180.0..=180.0).contains(&v))
    {
        findings.malformed(&["longitude"], "longitude must be from -180 to 180");
    }
    if let Some(sentiment) = &store.customer_sentiment
        && sentiment
            .overall_sentiment
            .is_some_and(|v| !(0.0..=10.0).contains(&v))
    {
        findings.malformed(
            &["customerSentiment", "overallSentiment"],
            "The overall sentiment must be from 0 to 10",
        );
    }
    store.websites = websites(&store.websites, &mut findings);
    store.phones = phones(&store.phones, &mut findings);
    store.emails = emails(&store.emails, &mut findings);
    store.categories = categories(snap, base, &store.categories, &mut findings);
    store.photos = photos(&store.photos, &mut findings);
    store.social_links = social_links(&store.social_links, &mut findings);
    store.map_url = match store.map_url.as_deref() {
        None => None,
        Some(url) => web_address_of(
            url,
            &["mapUrl"],
            "mapUrl must be a web address",
            &mut findings,
        ),
    };
    if let Some(hours) = &store.opening_hours {
        opening_hours(hours, &mut findings);
    }
    if store.slug.chars().count() > MAX_SLUG || !patterns::is_slug(&store.slug) {
        findings.malformed(
            &["slug"],
            "slug must be lower-case letters and digits separated by hyphens",
        );
    }
    findings.into_result()?;
    store.slug = store.slug.trim().to_string();
    if store.slug.is_empty() {
        store.slug = antiques_model::text::slugify(&format!(
            "{} {} {}",
            store.name, store.city, store.state
        ));
    }
    Ok(store)
}

fn websites(list: &[String], findings: &mut Findings) -> Vec<String> {
    list.iter()
        .enumerate()
        .filter_map(|(i, w)| {
            let i = i.to_string();
            let message = format!("websites[{i}] must be a web address");
            web_address_of(w, &["websites", &i], &message, findings)
        })
        .collect()
}

/// A phone typed by an editor (no `phoneNumber` yet) is stored in both forms.
fn phones(list: &[antiques_model::Phone], findings: &mut Findings) -> Vec<antiques_model::Phone> {
    let mut out = Vec::with_capacity(list.len());
    for (i, p) in list.iter().enumerate() {
        let i = i.to_string();
        if !p.phone_number.is_empty() {
            if patterns::is_dialled_phone(&p.phone_number) {
                out.push(p.clone());
            } else {
                findings.malformed(
                    &["phones", &i, "phoneNumber"],
                    format!(
                        "{:?} is not a phone number as dialled (+15185550142)",
                        p.phone_number
                    ),
                );
            }
        } else if p.pretty_phone_number.trim().is_empty() {
        } else {
            match normalize_us_phone(&p.pretty_phone_number) {
                Some(phone) => out.push(phone),
                None => findings.cannot_take(
                    &["phones", &i],
                    format!(
                        "{:?} is not a US phone number (10 digits)",
                        p.pretty_phone_number.trim()
                    ),
                ),
            }
        }
    }
    out
}

fn emails(list: &[String], findings: &mut Findings) -> Vec<String> {
    let mut out = Vec::with_capacity(list.len());
    for (i, e) in list.iter().enumerate() {
        if e.trim().is_empty() {
            continue;
        }
        match valid_email(e).filter(|_| patterns::is_email_or_blank(e) && e.chars().count() <= 254)
        {
            Some(email) => out.push(email),
            None => findings.malformed(
                &["emails", &i.to_string()],
                format!("{:?} is not an e-mail address", e.trim()),
            ),
        }
    }
    out
}

/// Categories are named by slug; their names are the catalogue's. A form lists categories in the
/// catalogue's order: the store keeps its own order for those it had (so saving an unchanged
/// selection changes nothing) and adds new ones after them.
fn categories(
    snap: &Snapshot,
    base: &Store,
    list: &[CategoryRef],
    findings: &mut Findings,
) -> Vec<CategoryRef> {
    let mut out: Vec<CategoryRef> = Vec::new();
    for (i, c) in list.iter().enumerate() {
        match snap.find_category(&c.slug) {
            Some(known) if !out.iter().any(|k| k.slug == known.slug) => out.push(CategoryRef {
                slug: known.slug.clone(),
                name: known.name.clone(),
            }),
            Some(_) => {}
            None => findings.cannot_take(
                &["categories", &i.to_string()],
                format!("{:?} is not a category", c.slug),
            ),
        }
    }
    let had = |slug: &str| base.categories.iter().position(|c| c.slug == slug);
    out.sort_by_key(|c| had(&c.slug).unwrap_or(usize::MAX));
    out
}

fn photos(list: &[Photo], findings: &mut Findings) -> Vec<Photo> {
    let mut out = Vec::with_capacity(list.len());
    for (i, p) in list.iter().enumerate() {
        let i = i.to_string();
        let message = format!("The photo address {:?} is not a web address", p.url.trim());
        if let Some(url) = web_address_of(&p.url, &["photos", &i], &message, findings) {
            out.push(Photo {
                url,
                alt: p.alt.trim().to_string(),
                ..p.clone()
            });
        }
    }
    out
}

fn social_links(list: &[SocialLink], findings: &mut Findings) -> Vec<SocialLink> {
    let mut out = Vec::with_capacity(list.len());
    for (i, l) in list.iter().enumerate() {
        let i = i.to_string();
        let message = format!("{:?} is not a web address", l.url.trim());
        let Some(url) = web_address_of(&l.url, &["socialLinks", &i], &message, findings) else {
            continue;
        };
        if l.platform.trim().is_empty() {
            findings.cannot_take(
                &["socialLinks", &i],
                "Name the platform of the social link (e.g. Facebook)",
            );
        } else {
            out.push(SocialLink {
                platform: l.platform.trim().to_string(),
                url,
            });
        }
    }
    out
}

/// Times and days as the document states them are 400s; the hours' other problems (a time zone
/// that does not exist, a store closing when it opens, a season missing) are 422s.
fn opening_hours(hours: &antiques_model::OpeningHours, findings: &mut Findings) {
    for (day, ranges) in hours.weekly.named_days() {
        for (i, r) in ranges.iter().enumerate() {
            let i = i.to_string();
            for (part, value, example) in [("open", &r.open, "10:00"), ("close", &r.close, "17:30")]
            {
                if !patterns::is_time_of_day(value) {
                    let which = if part == "open" { "opening" } else { "closing" };
                    findings.malformed(
                        &["openingHours", "weekly", day, &i, part],
                        format!("The {which} time on {day} must be a time such as {example}"),
                    );
                }
            }
        }
    }
    if let Some(season) = &hours.season {
        for (part, value, message) in [
            (
                "from",
                &season.from,
                "The season must start on a date such as 05-01 (MM-DD)",
            ),
            (
                "to",
                &season.to,
                "The season must end on a date such as 10-31 (MM-DD)",
            ),
        ] {
            if !patterns::is_month_day(value) {
                findings.malformed(&["openingHours", "season", part], message);
            }
        }
    }
    // The hours' own checks say again what is malformed above: only the rest is added.
    for (path, message) in hours.problems() {
        let path: Vec<&str> = std::iter::once("openingHours")
            .chain(path.iter().map(String::as_str))
            .collect();
        if !findings.malformed.iter().any(|e| e.path == path) {
            findings.cannot_take(&path, message);
        }
    }
}
