//! The console's routes for buying guides, events, hotspot towns and categories: list (drafts
//! included), read with a version, create, change, delete, history and restore. Each field is
//! checked here, with an error beside the field that is wrong; storage checks the version and keeps
//! the stores and events that depend on a record in step. Each successful write brings the snapshot
//! up to date before it answers.

use antiques_model::text::{normalize_url, slugify};
use antiques_model::{Category, Event, Guide, Hotspot};
use antiques_storage::{Record, RecordKind, RecordWrite, Removal};
use axum::Extension;
use axum::extract::{Path, Request};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::Response;
use chrono::{DateTime, NaiveDate, Utc};
use serde::Serialize;
use serde_json::{Map, Value};

use crate::access::Actor;
use crate::app::AppState;
use crate::collection::{
    Collection, List, ListParamsOf, ListQuery, Schema, console_answer, list_json,
};
use crate::error::{
    ApiError, ApiResult, FieldError, bad_request, not_found, taken, unprocessable, validation,
};
use crate::extract::{MAX_BODY, read_json};
use crate::query::StrapiQuery;
use crate::respond::{cache, json, json_status};
use crate::routes::admin::changed_since_read;
use crate::routes::console::history_entries;
use crate::routes::patterns;
use crate::routes::record_fields::{self, Kind as FieldKind, MAX_SLUG, Rule};
use crate::snapshot::Snapshot;
use crate::views::{
    CategoryRecordListResponse, CategoryRecordResponse, EmptyMeta, ErrorResponse,
    EventRecordListResponse, EventRecordResponse, GuideRecordListResponse, GuideRecordResponse,
    HistoryResponse, HotspotRecordListResponse, HotspotRecordResponse, RecordMeta,
    RecordWriteRequest, RemovedRecord, RemovedRecordResponse,
};

/// Versions a history shows.
const HISTORY_LENGTH: u32 = 100;
/// The fields of a record body, read one by one by their rules (`record_fields`); what is wrong is
/// collected by field: `errors` break the documented rules (400), `unprocessable` are well formed but
/// cannot be taken (422: a category or town the catalogue does not have, a date order).
struct Fields {
    kind: RecordKind,
    data: Map<String, Value>,
    errors: Vec<FieldError>,
    unprocessable: Vec<FieldError>,
}

fn field_error(field: &str, message: impl Into<String>) -> FieldError {
    FieldError {
        path: vec![field.to_string()],
        message: message.into(),
    }
}

impl Fields {
    fn error(&mut self, field: &str, message: impl Into<String>) {
        self.errors.push(field_error(field, message));
    }

    fn cannot_take(&mut self, field: &str, message: impl Into<String>) {
        self.unprocessable.push(field_error(field, message));
    }

    fn rule(&self, field: &str) -> &'static Rule {
        record_fields::rule(self.kind, field)
    }

    /// Text, trimmed; `None` when absent, null or blank.
    fn optional(&mut self, field: &str) -> Option<String> {
        let max = match self.rule(field).kind {
            FieldKind::Text(max) => max,
            FieldKind::Slug | FieldKind::Hotspot => MAX_SLUG,
            FieldKind::Url => 2000,
            FieldKind::Date => 40,
            FieldKind::State => 2,
            _ => unreachable!("{field} is not text"),
        };
        match self.data.get(field) {
            None | Some(Value::Null) => None,
            // Counted as sent, spaces too: the length the document states.
            Some(Value::String(s)) if s.chars().count() > max => {
                self.error(field, format!("{field} is longer than {max} characters"));
                None
            }
            Some(Value::String(s)) if s.trim().is_empty() => None,
            Some(Value::String(s)) => Some(s.trim().to_string()),
            Some(_) => {
                self.error(field, format!("{field} must be text"));
                None
            }
        }
    }

    /// Text that must be there.
    fn text(&mut self, field: &str) -> String {
        let had_error = self.errors.len();
        let value = self.optional(field);
        if value.is_none() && self.errors.len() == had_error {
            let label = self.rule(field).label;
            self.error(field, format!("Enter {label}"));
        }
        value.unwrap_or_default()
    }

    /// A web address ([`patterns::is_web_address`]), with `https://` when it has no scheme.
    fn url(&mut self, field: &str) -> Option<String> {
        let text = self.optional(field)?;
        match normalize_url(&text).filter(|_| patterns::is_web_address(&text)) {
            Some(url) => Some(url),
            None => {
                self.error(field, "Enter a web address, like https://example.com/page");
                None
            }
        }
    }

    /// A calendar date, `YYYY-MM-DD` (a date-time's date part is accepted).
    fn date(&mut self, field: &str) -> Option<NaiveDate> {
        let label = self.rule(field).label;
        let text = self.optional(field);
        let Some(text) = text else {
            self.error(field, format!("Enter {label}"));
            return None;
        };
        let parsed = NaiveDate::parse_from_str(&text, "%Y-%m-%d")
            .ok()
            .or_else(|| {
                DateTime::parse_from_rfc3339(&text)
                    .ok()
                    .map(|t| t.date_naive())
            });
        if parsed.is_none() {
            self.error(field, format!("{label} must be a date like 2027-05-01"));
        }
        parsed
    }

    /// A number within the field's range.
    fn number(&mut self, field: &str) -> f64 {
        let Rule {
            label,
            kind: FieldKind::Number(min, max),
            ..
        } = *self.rule(field)
        else {
            unreachable!("{field} is not a number")
        };
        let value = match self.data.get(field) {
            Some(Value::Number(n)) => n.as_f64(),
            Some(Value::String(s)) if !s.trim().is_empty() => s.trim().parse::<f64>().ok(),
            None | Some(Value::Null) | Some(Value::String(_)) => {
                self.error(field, format!("Enter {label}"));
                return 0.0;
            }
            Some(_) => None,
        };
        match value {
            Some(v) if v.is_finite() && (min..=max).contains(&v) => v,
            _ => {
                self.error(
                    field,
                    format!("{label} must be a number from {min} to {max}"),
                );
                0.0
            }
        }
    }

    /// A yes/no (absent is no).
    fn flag(&mut self, field: &str) -> bool {
        match self.data.get(field) {
            None | Some(Value::Null) => false,
            Some(Value::Bool(b)) => *b,
            Some(_) => {
                self.error(field, format!("{field} must be true or false"));
                false
            }
        }
    }

    /// A list of texts.
    fn list(&mut self, field: &str) -> Vec<String> {
        match self.data.get(field) {
            None | Some(Value::Null) => Vec::new(),
            Some(Value::Array(items)) if items.iter().all(Value::is_string) => items
                .iter()
                .filter_map(Value::as_str)
                .map(|s| s.trim().to_string())
                .filter(|s| !s.is_empty())
                .collect(),
            Some(_) => {
                self.error(field, format!("{field} must be a list of texts"));
                Vec::new()
            }
        }
    }

    /// A state's two-letter code, one the directory knows.
    fn state(&mut self, snap: &Snapshot, field: &str) -> String {
        let code = self.text(field).to_ascii_uppercase();
        if !code.is_empty() && !snap.states.iter().any(|s| s.code == code) {
            self.error(
                field,
                format!("Unknown state {code:?}: use a two-letter code"),
            );
        }
        code
    }

    /// The record's slug: the one in the path for a change; for a new record the one given, or one
    /// made from `fallback` (its title or name).
    fn slug(&mut self, path_slug: Option<&str>, fallback: &str) -> String {
        if let Some(slug) = path_slug {
            return slug.to_string();
        }
        let given = self.optional("slug");
        let slug = given.clone().unwrap_or_else(|| slugify(fallback));
        let well_formed = !slug.is_empty()
            && slug.len() <= MAX_SLUG
            && slug.split('-').all(|part| {
                !part.is_empty()
                    && part
                        .bytes()
                        .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
            });
        if given.is_some() && !well_formed {
            self.error(
                "slug",
                "The address may use lower-case letters, digits and single dashes only",
            );
        } else if slug.is_empty() && !fallback.trim().is_empty() {
            // A name of only signs (`!!!`) makes no address.
            self.cannot_take(
                "slug",
                "Give an address: the name has no letters or digits to make one from",
            );
        }
        slug
    }
}

/// The record a body describes, every field checked; `path_slug` is the record changed.
fn record_of(
    kind: RecordKind,
    snap: &Snapshot,
    data: Map<String, Value>,
    path_slug: Option<&str>,
) -> ApiResult<Record> {
    let mut f = Fields {
        kind,
        data,
        errors: Vec::new(),
        unprocessable: Vec::new(),
    };
    let record = match kind {
        RecordKind::Guide => {
            let title = f.text("title");
            let slug = f.slug(path_slug, &title);
            let summary = f.text("summary");
            let body = f.text("body");
            let cover_url = f.url("coverUrl");
            let cover_alt = f.optional("coverAlt");
            if cover_url.is_some() && cover_alt.is_none() {
                f.cannot_take(
                    "coverAlt",
                    "Describe the cover picture for people who cannot see it",
                );
            }
            let author = f.text("author");
            let tags = f.list("tags");
            for tag in &tags {
                if !snap.categories.iter().any(|c| &c.slug == tag) {
                    f.cannot_take("tags", format!("Unknown category {tag:?}"));
                }
            }
            let published = f.date("publishedAt");
            let draft = f.flag("draft");
            Record::Guide(Guide {
                slug,
                title,
                summary,
                body,
                cover_url,
                cover_alt,
                author,
                tags,
                published_at: published
                    .and_then(|d| d.and_hms_opt(12, 0, 0))
                    .map(|t| t.and_utc())
                    .unwrap_or_else(Utc::now),
                // Storage sets it when the content changes.
                updated_at: Utc::now(),
                draft,
            })
        }
        RecordKind::Event => {
            let title = f.text("title");
            let slug = f.slug(path_slug, &title);
            let description = f.text("description");
            let start = f.date("startDate");
            let end = f.date("endDate");
            if let (Some(start), Some(end)) = (start, end)
                && end < start
            {
                f.cannot_take("endDate", "The last day cannot be before the first day");
            }
            let venue = f.text("venue");
            let city = f.text("city");
            let state = f.state(snap, "state");
            let hotspot = f.optional("hotspot");
            if let Some(h) = &hotspot
                && snap.find_hotspot(h).is_none()
            {
                f.cannot_take("hotspot", format!("Unknown hotspot town {h:?}"));
            }
            let url = f.url("url");
            Record::Event(Event {
                slug,
                title,
                description,
                start_date: start.unwrap_or_default(),
                end_date: end.unwrap_or_default(),
                venue,
                city,
                state,
                hotspot,
                url,
            })
        }
        RecordKind::Hotspot => {
            let name = f.text("name");
            let state = f.state(snap, "state");
            let slug = f.slug(path_slug, &format!("{name} {state}"));
            let latitude = f.number("latitude");
            let longitude = f.number("longitude");
            let description = f.text("description");
            let best_time_to_visit = f.text("bestTimeToVisit");
            let radius_km = f.number("radiusKm");
            Record::Hotspot(Hotspot {
                slug,
                name,
                state,
                latitude,
                longitude,
                description,
                best_time_to_visit,
                radius_km,
            })
        }
        RecordKind::Category => {
            let name = f.text("name");
            let slug = f.slug(path_slug, &name);
            let description = f.text("description");
            Record::Category(Category {
                slug,
                name,
                description,
            })
        }
    };
    if !f.errors.is_empty() {
        // Both kinds, in the order the form shows the fields.
        f.errors.append(&mut f.unprocessable);
        let position = |e: &FieldError| {
            record_fields::rules(kind)
                .iter()
                .position(|r| e.path.first().is_some_and(|p| p == r.name))
        };
        f.errors.sort_by_key(position);
        Err(validation(f.errors))
    } else if !f.unprocessable.is_empty() {
        Err(unprocessable(f.unprocessable))
    } else {
        Ok(record)
    }
}

/// The `data` object of a write body.
pub(crate) async fn body_data(req: Request) -> ApiResult<Map<String, Value>> {
    let body: RecordWriteRequest = read_json(req, MAX_BODY).await?;
    match body.data {
        Value::Object(data) => Ok(data),
        _ => Err(bad_request("The body must be { \"data\": { ...fields } }")),
    }
}

/// The version an `If-Match` header names, if any (`*` checks nothing).
pub(crate) fn expected_version(headers: &HeaderMap) -> Option<String> {
    let text = headers.get(header::IF_MATCH)?.to_str().ok()?.trim();
    let tag = text.trim_start_matches("W/").trim_matches('"');
    (tag != "*" && !tag.is_empty()).then(|| tag.to_string())
}

/// The refusal of a write to a record another editor changed after it was read: who and when.
async fn stale(app: &AppState, kind: RecordKind, slug: &str) -> ApiError {
    changed_since_read(app, kind.entity(), slug, kind.noun()).await
}

/// Storage's refusals in the words of this record.
pub(crate) async fn refusal(
    app: &AppState,
    kind: RecordKind,
    slug: &str,
    e: antiques_storage::Error,
) -> ApiError {
    match e {
        antiques_storage::Error::Stale(_) => stale(app, kind, slug).await,
        antiques_storage::Error::NotFound => not_found(format!("No {} {slug:?}", kind.noun())),
        e => e.into(),
    }
}

/// `{ data, meta }` of one record.
#[derive(Serialize)]
struct OneRecord {
    data: Value,
    meta: RecordMeta,
}

async fn one_answer(app: &AppState, record: &Record, status: StatusCode) -> ApiResult<Response> {
    let slug = record.slug();
    let (stores, events) = match record.kind() {
        RecordKind::Category => (app.db.category_store_count(slug).await?, 0),
        RecordKind::Hotspot => (
            app.db.hotspot_store_count(slug).await?,
            app.db.hotspot_event_count(slug).await?,
        ),
        RecordKind::Guide | RecordKind::Event => (0, 0),
    };
    let body = OneRecord {
        data: record.to_json()?,
        meta: RecordMeta {
            version: record.version()?,
            stores,
            events,
        },
    };
    Ok(json_status(status, &body, cache::NO_STORE))
}

/// A console list: every record of `kind`, drafts included, with `id` and `documentId`, through
/// Strapi's query language (`status` is not read: the console's lists always hold drafts).
async fn list(
    app: AppState,
    kind: RecordKind,
    q: ListQuery,
    schema: &Schema,
) -> ApiResult<Response> {
    let records = app.db.records(kind).await?;
    let ids = app.db.record_ids().await?;
    let ids = match kind {
        RecordKind::Guide => &ids.guides,
        RecordKind::Event => &ids.events,
        RecordKind::Hotspot => &ids.hotspots,
        RecordKind::Category => &ids.categories,
    };
    let mut docs = Vec::with_capacity(records.len());
    for record in &records {
        let mut doc = record.to_json()?;
        if let Value::Object(m) = &mut doc {
            m.insert(
                "id".into(),
                ids.get(record.slug()).copied().unwrap_or(0).into(),
            );
            m.insert("documentId".into(), record.slug().into());
        }
        docs.push(doc);
    }
    let (data, pagination) = list_json(docs, &q, schema);
    Ok(console_answer(data, pagination))
}

async fn read(app: AppState, kind: RecordKind, slug: String) -> ApiResult<Response> {
    match app.db.record(kind, &slug).await {
        Ok(record) => one_answer(&app, &record, StatusCode::OK).await,
        Err(e) => Err(refusal(&app, kind, &slug, e).await),
    }
}

async fn create(
    app: AppState,
    actor: Actor,
    kind: RecordKind,
    req: Request,
) -> ApiResult<Response> {
    let saved = save_new(&app, &actor, kind, body_data(req).await?).await?;
    one_answer(&app, &saved, StatusCode::CREATED).await
}

/// Checks and adds a record from its fields (a taken slug is a field error), and brings the
/// snapshot up to it. The console's and Strapi-shaped creates both come here.
pub(crate) async fn save_new(
    app: &AppState,
    actor: &Actor,
    kind: RecordKind,
    data: Map<String, Value>,
) -> ApiResult<Record> {
    let record = record_of(kind, &app.snapshot(), data, None)?;
    let saved = app
        .db
        .save_record(record, RecordWrite::Create, None, &actor.edit())
        .await
        .map_err(|e| match e {
            // Another record has the address: the body is fine, the catalogue is in the way.
            antiques_storage::Error::Conflict(m) => taken(vec![field_error("slug", m)]),
            e => e.into(),
        })?;
    app.catch_up().await?;
    Ok(saved)
}

/// Checks and writes the whole record `slug` from its fields (refused when it changed since
/// `expected`), and brings the snapshot up to it.
pub(crate) async fn save_changed(
    app: &AppState,
    actor: &Actor,
    kind: RecordKind,
    slug: &str,
    data: Map<String, Value>,
    expected: Option<&str>,
) -> ApiResult<Record> {
    let record = record_of(kind, &app.snapshot(), data, Some(slug))?;
    let saved = match app
        .db
        .save_record(record, RecordWrite::Update, expected, &actor.edit())
        .await
    {
        Ok(saved) => saved,
        Err(e) => return Err(refusal(app, kind, slug, e).await),
    };
    app.catch_up().await?;
    Ok(saved)
}

/// Removes the record `slug` with its follow-ups, and brings the snapshot up to it.
pub(crate) async fn remove(
    app: &AppState,
    actor: &Actor,
    kind: RecordKind,
    slug: &str,
    expected: Option<&str>,
) -> ApiResult<Removal> {
    let removal = match app
        .db
        .delete_record(kind, slug, expected, &actor.edit())
        .await
    {
        Ok(removal) => removal,
        Err(e) => return Err(refusal(app, kind, slug, e).await),
    };
    app.catch_up().await?;
    Ok(removal)
}

async fn update(
    app: AppState,
    actor: Actor,
    kind: RecordKind,
    slug: String,
    req: Request,
) -> ApiResult<Response> {
    let expected = expected_version(req.headers());
    let data = body_data(req).await?;
    let saved = save_changed(&app, &actor, kind, &slug, data, expected.as_deref()).await?;
    one_answer(&app, &saved, StatusCode::OK).await
}

async fn delete(
    app: AppState,
    actor: Actor,
    kind: RecordKind,
    slug: String,
    headers: HeaderMap,
) -> ApiResult<Response> {
    let expected = expected_version(&headers);
    let removal = remove(&app, &actor, kind, &slug, expected.as_deref()).await?;
    Ok(json(
        &RemovedRecordResponse {
            data: RemovedRecord {
                slug,
                events_unlinked: removal.events_unlinked as u64,
                stores_rewritten: removal.stores_rewritten as u64,
            },
            meta: EmptyMeta {},
        },
        cache::NO_STORE,
    ))
}

async fn history(app: AppState, kind: RecordKind, slug: String) -> ApiResult<Response> {
    let revisions = app
        .db
        .revisions_of(kind.entity(), &slug, HISTORY_LENGTH)
        .await?;
    if revisions.is_empty() && app.db.record(kind, &slug).await.is_err() {
        return Err(not_found(format!("No {} {slug:?}", kind.noun())));
    }
    let data = history_entries(&revisions);
    Ok(json(
        &HistoryResponse {
            data,
            meta: Default::default(),
        },
        cache::NO_STORE,
    ))
}

async fn restore(
    app: AppState,
    actor: Actor,
    kind: RecordKind,
    slug: String,
    revision: i64,
) -> ApiResult<Response> {
    let missing = || not_found(format!("No version {revision} of this {}", kind.noun()));
    let rev = app.db.revision(revision).await.map_err(|_| missing())?;
    if rev.entity != kind.entity() || rev.entity_key != slug {
        return Err(missing());
    }
    let Some(version) = rev.after else {
        return Err(bad_request(
            "This version is the deletion: restore the version before it",
        ));
    };
    let record = Record::from_json(kind, version).map_err(|e| {
        ApiError::internal(format!("revision {revision} is not a {}: {e}", kind.noun()))
    })?;
    let saved = match app
        .db
        .save_record(record, RecordWrite::Restore, None, &actor.edit())
        .await
    {
        Ok(saved) => saved,
        Err(e) => return Err(refusal(&app, kind, &slug, e).await),
    };
    app.catch_up().await?;
    one_answer(&app, &saved, StatusCode::OK).await
}

/// The seven routes of one kind of record.
macro_rules! record_routes {
    (
        $kind:expr, $path:literal, $what:literal, $one:ty, $many:ty, $coll:ty, $create_body:ty, $replace_body:ty,
        $list:ident, $read:ident, $create:ident, $update:ident, $delete:ident, $history:ident, $restore:ident
    ) => {
        #[doc = concat!("Editors: every ", $what, ", drafts included (Strapi's query language; all of them, up to 1,000, unless paged).")]
        #[utoipa::path(get, path = concat!("/api/admin/", $path), tag = "console", params(ListParamsOf<$coll>),
            responses((status = 200, body = $many),
                      (status = 400, description = "A query parameter", body = ErrorResponse),
                      (status = 503, description = "Database unavailable", body = ErrorResponse)))]
        pub async fn $list(app: AppState, StrapiQuery(List(q, _)): StrapiQuery<List<$coll>>) -> ApiResult<Response> {
            list(app, $kind, q, <$coll as Collection>::SCHEMA).await
        }

        #[doc = concat!("Editors: one ", $what, " and its version (send it back as `If-Match`).")]
        #[utoipa::path(get, path = concat!("/api/admin/", $path, "/{slug}"), tag = "console",
            params(("slug" = String, Path)),
            responses((status = 200, body = $one),
                      (status = 404, description = "No such record", body = ErrorResponse),
                      (status = 503, description = "Database unavailable", body = ErrorResponse)))]
        pub async fn $read(app: AppState, Path(slug): Path<String>) -> ApiResult<Response> {
            read(app, $kind, slug).await
        }

        #[doc = concat!("Editors: adds a ", $what, " (`slug` made from the title or name when blank).")]
        #[utoipa::path(post, path = concat!("/api/admin/", $path), tag = "console",
            request_body = $create_body,
            responses((status = 201, body = $one),
                      (status = 400, description = "Invalid: field errors in `details.errors`", body = ErrorResponse),
                      (status = 409, description = "The slug is taken (`details.errors`)", body = ErrorResponse),
                      (status = 422, description = "Names a category or town the catalogue does not have, or dates out of order (`details.errors`)", body = ErrorResponse),
                      (status = 503, description = "Database unavailable", body = ErrorResponse)))]
        pub async fn $create(app: AppState, Extension(actor): Extension<Actor>, req: Request) -> ApiResult<Response> {
            create(app, actor, $kind, req).await
        }

        #[doc = concat!("Editors: changes a ", $what, " (the whole record; its slug stays). With `If-Match: <version>`, refused with 412 when another editor changed it since.")]
        #[utoipa::path(put, path = concat!("/api/admin/", $path, "/{slug}"), tag = "console",
            params(("slug" = String, Path), ("If-Match" = Option<String>, Header, description = "The version read")),
            request_body = $replace_body,
            responses((status = 200, body = $one),
                      (status = 400, description = "Invalid: field errors in `details.errors`", body = ErrorResponse),
                      (status = 422, description = "Names a category or town the catalogue does not have, or dates out of order (`details.errors`)", body = ErrorResponse),
                      (status = 404, description = "No such record", body = ErrorResponse),
                      (status = 412, description = "Changed by someone else since it was read", body = ErrorResponse),
                      (status = 503, description = "Database unavailable", body = ErrorResponse)))]
        pub async fn $update(
            app: AppState,
            Extension(actor): Extension<Actor>,
            Path(slug): Path<String>,
            req: Request,
        ) -> ApiResult<Response> {
            update(app, actor, $kind, slug, req).await
        }

        #[doc = concat!("Editors: removes a ", $what, ". A category is taken off its stores; a hotspot town's events lose their link and its stores move to their next nearest town.")]
        #[utoipa::path(delete, path = concat!("/api/admin/", $path, "/{slug}"), tag = "console",
            params(("slug" = String, Path), ("If-Match" = Option<String>, Header, description = "The version read")),
            responses((status = 200, body = RemovedRecordResponse),
                      (status = 404, description = "No such record", body = ErrorResponse),
                      (status = 412, description = "Changed by someone else since it was read", body = ErrorResponse),
                      (status = 503, description = "Database unavailable", body = ErrorResponse)))]
        pub async fn $delete(
            app: AppState,
            Extension(actor): Extension<Actor>,
            Path(slug): Path<String>,
            headers: HeaderMap,
        ) -> ApiResult<Response> {
            delete(app, actor, $kind, slug, headers).await
        }

        #[doc = concat!("Editors: the history of a ", $what, ", newest first: who changed what, field by field.")]
        #[utoipa::path(get, path = concat!("/api/admin/", $path, "/{slug}/history"), tag = "console",
            params(("slug" = String, Path)),
            responses((status = 200, body = HistoryResponse),
                      (status = 404, description = "No such record", body = ErrorResponse),
                      (status = 503, description = "Database unavailable", body = ErrorResponse)))]
        pub async fn $history(app: AppState, Path(slug): Path<String>) -> ApiResult<Response> {
            history(app, $kind, slug).await
        }

        #[doc = concat!("Editors: writes back a ", $what, " as a version of its history left it (a deleted one comes back).")]
        #[utoipa::path(post, path = concat!("/api/admin/", $path, "/{slug}/history/{revision}/restore"), tag = "console",
            params(("slug" = String, Path), ("revision" = i64, Path, description = "The id of the version to restore")),
            responses((status = 200, body = $one),
                      (status = 400, description = "The deletion itself cannot be restored", body = ErrorResponse),
                      (status = 404, description = "No such version", body = ErrorResponse),
                      (status = 503, description = "Database unavailable", body = ErrorResponse)))]
        pub async fn $restore(
            app: AppState,
            Extension(actor): Extension<Actor>,
            Path((slug, revision)): Path<(String, i64)>,
        ) -> ApiResult<Response> {
            restore(app, actor, $kind, slug, revision).await
        }
    };
}

record_routes!(
    RecordKind::Guide,
    "guides",
    "buying guide",
    GuideRecordResponse,
    GuideRecordListResponse,
    crate::collection::collections::GuideRecords,
    record_fields::GuideCreateRequest,
    record_fields::GuideReplaceRequest,
    list_guide_records,
    get_guide_record,
    create_guide,
    update_guide,
    delete_guide,
    guide_history,
    restore_guide
);
record_routes!(
    RecordKind::Event,
    "events",
    "event",
    EventRecordResponse,
    EventRecordListResponse,
    crate::collection::collections::EventRecords,
    record_fields::EventCreateRequest,
    record_fields::EventReplaceRequest,
    list_event_records,
    get_event_record,
    create_event,
    update_event,
    delete_event,
    event_history,
    restore_event
);
record_routes!(
    RecordKind::Hotspot,
    "hotspots",
    "hotspot town",
    HotspotRecordResponse,
    HotspotRecordListResponse,
    crate::collection::collections::HotspotRecords,
    record_fields::HotspotCreateRequest,
    record_fields::HotspotReplaceRequest,
    list_hotspot_records,
    get_hotspot_record,
    create_hotspot,
    update_hotspot,
    delete_hotspot,
    hotspot_history,
    restore_hotspot
);
record_routes!(
    RecordKind::Category,
    "categories",
    "category",
    CategoryRecordResponse,
    CategoryRecordListResponse,
    crate::collection::collections::CategoryRecords,
    record_fields::CategoryCreateRequest,
    record_fields::CategoryReplaceRequest,
    list_category_records,
    get_category_record,
    create_category,
    update_category,
    delete_category,
    category_history,
    restore_category
);

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn data(v: Value) -> Map<String, Value> {
        v.as_object().cloned().unwrap_or_default()
    }

    fn fields_wrong(result: ApiResult<Record>) -> Vec<String> {
        let err = result.expect_err("invalid");
        err.details["errors"]
            .as_array()
            .map(|list| {
                list.iter()
                    .map(|e| e["path"][0].as_str().unwrap_or_default().to_string())
                    .collect()
            })
            .unwrap_or_default()
    }

    #[test]
    fn each_wrong_field_is_named() {
        let snap = Snapshot::empty();
        let wrong = fields_wrong(record_of(
            RecordKind::Event,
            &snap,
            data(
                json!({"title": " ", "startDate": "2027-05-02", "endDate": "2027-05-01", "url": "javascript:alert(1)"}),
            ),
            None,
        ));
        assert_eq!(
            wrong,
            [
                "title",
                "description",
                "endDate",
                "venue",
                "city",
                "state",
                "url"
            ]
        );
    }

    #[test]
    fn a_new_record_gets_its_slug_from_its_name() {
        let snap = Snapshot::empty();
        let record = record_of(
            RecordKind::Category,
            &snap,
            data(json!({"name": "Clocks & Watches", "description": "Tick."})),
            None,
        )
        .expect("valid");
        assert_eq!(record.slug(), "clocks-watches");
        let wrong = fields_wrong(record_of(
            RecordKind::Category,
            &snap,
            data(json!({"name": "Clocks", "description": "Tick.", "slug": "Clocks Now"})),
            None,
        ));
        assert_eq!(wrong, ["slug"]);
        // A change keeps the address in the path whatever the body says.
        let kept = record_of(
            RecordKind::Category,
            &snap,
            data(json!({"name": "Clocks", "description": "Tick.", "slug": "other"})),
            Some("clocks"),
        )
        .expect("valid");
        assert_eq!(kept.slug(), "clocks");
    }
}
