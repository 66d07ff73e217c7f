//! Every route and every middleware, in one place.

use axum::Router;
use axum::http::{Extensions, HeaderMap, HeaderName, StatusCode, Version};
use axum::response::{IntoResponse, Response};
use bytes::Bytes;
use tower::ServiceBuilder;
use tower_http::catch_panic::CatchPanicLayer;
use tower_http::compression::predicate::{DefaultPredicate, Predicate, SizeAbove};
use tower_http::compression::{CompressionLayer, CompressionLevel};
use tower_http::request_id::{MakeRequestUuid, PropagateRequestIdLayer, SetRequestIdLayer};
use tower_http::timeout::TimeoutLayer;
use tower_http::trace::TraceLayer;
use utoipa::OpenApi;
use utoipa::openapi::security::{HttpAuthScheme, HttpBuilder, SecurityScheme};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::access::{Access, refusal};
use crate::app::AppState;
use crate::error::{ApiError, not_found};
use crate::middleware;
use crate::respond::{cache, json_bytes};
use crate::routes::{
    accounts, admin, console, content, documents, forms, geocode, health, imports, people, places,
    records, review, search, stores,
};

#[derive(OpenApi)]
#[openapi(
    info(
        title = "Antique store directory: content API",
        description = "Strapi-style REST API over the directory's stores, hotspot towns, states, regions, \
                       categories, guides and events. See docs/api.md."
    ),
    modifiers(&Security),
    tags(
        (name = "stores", description = "Store reads"),
        (name = "places", description = "Hotspot towns, states, regions, categories"),
        (name = "content", description = "Guides and events"),
        (name = "forms", description = "Newsletter and owner forms"),
        (name = "admin", description = "Editorial writes and lists: the admin token or a signed-in account"),
        (name = "accounts", description = "Signing in and out of the editorial console"),
        (name = "console", description = "What the editorial console reads and does: drafts, publishing, history"),
        (name = "review", description = "The review queues: add-store submissions, claims, change reports"),
        (name = "operations", description = "Health, readiness, metrics"),
    )
)]
struct ApiDoc;

struct Security;

impl utoipa::Modify for Security {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        let components = openapi.components.get_or_insert_with(Default::default);
        for name in ["read_token", "admin_token", "session"] {
            components.add_security_scheme(
                name,
                SecurityScheme::Http(HttpBuilder::new().scheme(HttpAuthScheme::Bearer).build()),
            );
        }
    }
}

/// Unknown paths: 404, after the read check under `/api` (a path nobody may read is not described).
async fn fallback(
    axum::Extension(app): axum::Extension<AppState>,
    headers: HeaderMap,
    uri: axum::http::Uri,
) -> Response {
    if uri.path().starts_with("/api/")
        && let Some(status) = Access::Read.denies(&app, &headers)
    {
        return refusal(status);
    }
    not_found(format!("Not found: {}", uri.path())).into_response()
}

/// Log target of the line a handler panic leaves (the panic itself is reported by the panic hook).
pub const PANIC_LOG_TARGET: &str = "antiques_api::panic";

fn panic_response(panic: Box<dyn std::any::Any + Send + 'static>) -> Response {
    let message = panic
        .downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| panic.downcast_ref::<String>().cloned())
        .unwrap_or_default();
    tracing::error!(target: PANIC_LOG_TARGET, %message, "handler panicked");
    ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, "Internal server error").into_response()
}

/// The OpenAPI document of every route.
pub fn openapi() -> utoipa::openapi::OpenApi {
    documented(api_routes().split_for_parts().1)
}

/// The document as the routes declare it, completed with what the middleware adds to every answer.
fn documented(doc: utoipa::openapi::OpenApi) -> utoipa::openapi::OpenApi {
    errors_every_layer_may_answer(conditional_gets_answer_304(fields_narrow_answers(
        nullable_fields_are_present(doc),
    )))
}

/// Answers the layers in front of every handler give, on the operations they can reach: 413 on
/// each that takes a body (the body limits), 503 on each that reads or writes the database rather
/// than the snapshot (writes and the console's reads: the database can be away, its disk full).
fn errors_every_layer_may_answer(mut doc: utoipa::openapi::OpenApi) -> utoipa::openapi::OpenApi {
    let error = crate::access::documented_error;
    for (path, item) in doc.paths.paths.iter_mut() {
        if !path.starts_with("/api/") {
            continue;
        }
        let read_by_post = crate::cors::READS_BY_POST.contains(&path.as_str());
        let operations = [
            (false, item.get.as_mut()),
            (!read_by_post, item.post.as_mut()),
            (true, item.put.as_mut()),
            (true, item.delete.as_mut()),
        ];
        for (writes, op) in operations {
            let Some(op) = op else { continue };
            let signed_in = op
                .security
                .as_ref()
                .is_some_and(|s| !s.iter().any(|r| *r == Default::default()));
            let answers = &mut op.responses.responses;
            if op.request_body.is_some() && !answers.contains_key("413") {
                answers.insert("413".into(), error("The body is too large").into());
            }
            if op.request_body.is_some() && !answers.contains_key("400") {
                answers.insert(
                    "400".into(),
                    error("The body is not the JSON this operation reads (malformed, or not `application/json`)")
                        .into(),
                );
            }
            let pages = op.parameters.iter().flatten().any(
                |p| matches!(p, utoipa::openapi::RefOr::T(p) if p.name == "pagination[start]"),
            );
            if pages {
                pagination_mixed_is_422(answers);
            }
            if (writes || signed_in) && !answers.contains_key("503") {
                answers.insert(
                    "503".into(),
                    error("The database cannot take the request now (`Retry-After` says when to try again)")
                        .into(),
                );
            }
        }
    }
    doc
}

/// A list paged both by page and by offset is a 422: each `pagination[…]` member is a parameter of
/// its own, and no schema can say "not both".
fn pagination_mixed_is_422(
    answers: &mut std::collections::BTreeMap<
        String,
        utoipa::openapi::RefOr<utoipa::openapi::Response>,
    >,
) {
    const MIXED: &str = "Page and offset pagination in one request";
    match answers.get_mut("422") {
        Some(utoipa::openapi::RefOr::T(known)) => {
            known.description = format!("{}; or {}", known.description, MIXED.to_lowercase());
        }
        Some(_) => {}
        None => {
            answers.insert("422".into(), crate::access::documented_error(MIXED).into());
        }
    }
}

/// Every GET answers 304 with no body when `If-None-Match` holds the answer's `ETag` (the `etag`
/// middleware does it for all of them, so no handler declares it).
fn conditional_gets_answer_304(mut doc: utoipa::openapi::OpenApi) -> utoipa::openapi::OpenApi {
    use utoipa::openapi::ResponseBuilder;
    for item in doc.paths.paths.values_mut() {
        if let Some(get) = item.get.as_mut() {
            get.responses.responses.insert(
                "304".to_string(),
                ResponseBuilder::new()
                    .description(
                        "Not modified: `If-None-Match` holds the answer's `ETag` (no body)",
                    )
                    .build()
                    .into(),
            );
        }
    }
    doc
}

/// Marks every nullable property of the answers' schemas as required. Our views always serialise
/// an absent value as `null` (none skips a field), while utoipa leaves `Option` fields out of
/// `required`: without this, generated clients would handle a missing field that never is. Schemas
/// only requests use keep their optional fields (a search body may leave `query` out).
fn nullable_fields_are_present(doc: utoipa::openapi::OpenApi) -> utoipa::openapi::OpenApi {
    use serde_json::Value;

    fn is_nullable(schema: &Value) -> bool {
        let null_type = |s: &Value| match &s["type"] {
            Value::String(t) => t == "null",
            Value::Array(ts) => ts.iter().any(|t| t == "null"),
            _ => false,
        };
        null_type(schema)
            || ["oneOf", "anyOf"].iter().any(|k| {
                schema[*k]
                    .as_array()
                    .is_some_and(|alternatives| alternatives.iter().any(null_type))
            })
    }
    /// Names of the component schemas `value` refers to, directly or through other schemas.
    fn referenced(value: &Value, schemas: &Value, found: &mut std::collections::BTreeSet<String>) {
        match value {
            Value::Object(map) => {
                if let Some(name) = map
                    .get("$ref")
                    .and_then(Value::as_str)
                    .and_then(|r| r.strip_prefix("#/components/schemas/"))
                    && found.insert(name.to_string())
                {
                    referenced(&schemas[name], schemas, found);
                }
                map.values().for_each(|v| referenced(v, schemas, found));
            }
            Value::Array(items) => items.iter().for_each(|v| referenced(v, schemas, found)),
            _ => {}
        }
    }
    fn require_nullable(value: &mut Value) {
        match value {
            Value::Object(map) => {
                let nullable: Vec<String> = map
                    .get("properties")
                    .and_then(Value::as_object)
                    .map(|props| {
                        props
                            .iter()
                            .filter(|(_, schema)| is_nullable(schema))
                            .map(|(name, _)| name.clone())
                            .collect()
                    })
                    .unwrap_or_default();
                if !nullable.is_empty() {
                    let required = map
                        .entry("required")
                        .or_insert_with(|| Value::Array(Vec::new()));
                    if let Some(list) = required.as_array_mut() {
                        for name in nullable {
                            if !list.iter().any(|r| r == &name) {
                                list.push(name.into());
                            }
                        }
                    }
                }
                map.values_mut().for_each(require_nullable);
            }
            Value::Array(items) => items.iter_mut().for_each(require_nullable),
            _ => {}
        }
    }
    let Ok(mut value) = serde_json::to_value(&doc) else {
        return doc;
    };
    let schemas = value["components"]["schemas"].clone();
    let mut answers = std::collections::BTreeSet::new();
    if let Some(paths) = value["paths"].as_object() {
        for item in paths.values().filter_map(Value::as_object) {
            for op in item.values() {
                referenced(&op["responses"], &schemas, &mut answers);
            }
        }
    }
    if let Some(components) = value["components"]["schemas"].as_object_mut() {
        for (name, schema) in components.iter_mut() {
            if answers.contains(name) {
                require_nullable(schema);
            }
        }
    }
    serde_json::from_value(value).expect("the answers' schemas are an OpenAPI document")
}

/// Answers that Strapi's `fields` may narrow: the 200 answer of an operation taking `fields` is
/// documented as the full answer or its `Partial…` twin, whose items require only `id` and
/// `documentId` (the members always sent). The full schemas keep every member required, so a
/// client that does not narrow (the web app) is typed by them.
fn fields_narrow_answers(doc: utoipa::openapi::OpenApi) -> utoipa::openapi::OpenApi {
    use serde_json::{Value, json};

    const ALWAYS_SENT: [&str; 2] = ["id", "documentId"];
    const PREFIX: &str = "#/components/schemas/";

    /// The relaxed twin of a schema: its object parts require only what is always sent; a
    /// reference points to the relaxed twin of what it names (made once, as `Partial<Name>`).
    fn relax(schema: &Value, schemas: &mut serde_json::Map<String, Value>) -> Value {
        if let Some(name) = schema["$ref"].as_str().and_then(|r| r.strip_prefix(PREFIX)) {
            let partial = format!("Partial{name}");
            if !schemas.contains_key(&partial) {
                // Claimed before it is built: a schema that refers to itself stops here.
                schemas.insert(partial.clone(), json!({}));
                let original = schemas.get(name).cloned().unwrap_or(Value::Null);
                let relaxed = relax(&original, schemas);
                schemas.insert(partial.clone(), relaxed);
            }
            return json!({ "$ref": format!("{PREFIX}{partial}") });
        }
        let mut out = schema.clone();
        for key in ["allOf", "anyOf", "oneOf"] {
            if let Some(parts) = schema[key].as_array() {
                out[key] = parts.iter().map(|p| relax(p, schemas)).collect();
            }
        }
        if let Some(required) = out.get_mut("required").and_then(Value::as_array_mut) {
            required.retain(|name| ALWAYS_SENT.iter().any(|a| name == a));
        }
        out
    }

    /// The answer's twin: `data` (one item or a list of them) relaxed, the rest as it is.
    fn narrowed(answer: &Value, schemas: &mut serde_json::Map<String, Value>) -> Option<Value> {
        let name = answer["$ref"].as_str()?.strip_prefix(PREFIX)?;
        let partial = format!("Partial{name}");
        if !schemas.contains_key(&partial) {
            let mut twin = schemas.get(name)?.clone();
            let data = twin["properties"].get("data")?.clone();
            let relaxed_data = match data["items"].is_object() {
                true => {
                    let mut list = data.clone();
                    list["items"] = relax(&data["items"], schemas);
                    list
                }
                false => relax(&data, schemas),
            };
            twin["properties"]["data"] = relaxed_data;
            twin["description"] = json!(format!(
                "{name} narrowed by `fields`: only the fields asked for, with `id` and `documentId`"
            ));
            schemas.insert(partial.clone(), twin);
        }
        Some(json!({ "anyOf": [answer, { "$ref": format!("{PREFIX}{partial}") }] }))
    }

    let Ok(mut value) = serde_json::to_value(&doc) else {
        return doc;
    };
    let mut schemas = value["components"]["schemas"]
        .as_object()
        .cloned()
        .unwrap_or_default();
    if let Some(paths) = value["paths"].as_object_mut() {
        for item in paths.values_mut() {
            let Some(get) = item.get_mut("get") else {
                continue;
            };
            let takes_fields = get["parameters"].as_array().is_some_and(|ps| {
                ps.iter()
                    .any(|p| p["name"] == "fields" && p["in"] == "query")
            });
            if !takes_fields {
                continue;
            }
            let answer = &mut get["responses"]["200"]["content"]["application/json"]["schema"];
            if let Some(twin) = narrowed(answer, &mut schemas) {
                *answer = twin;
            }
        }
    }
    value["components"]["schemas"] = Value::Object(schemas);
    serde_json::from_value(value).expect("the narrowed answers are an OpenAPI document")
}

/// Every route, with who may call it ([`Access`]: the level checks the token and documents it).
fn api_routes() -> OpenApiRouter<AppState> {
    use Access::{Admin, Editor, Read};
    OpenApiRouter::with_openapi(ApiDoc::openapi())
        .routes(routes!(health::healthz))
        .routes(routes!(health::readyz))
        .routes(Read.guard(routes!(health::metrics)))
        .routes(Read.guard(routes!(health::catalog_version)))
        .routes(Read.guard(routes!(accounts::login)))
        .routes(Editor.guard(routes!(accounts::session)))
        .routes(Editor.guard(routes!(accounts::logout)))
        .routes(Editor.guard(routes!(console::dashboard)))
        .routes(Editor.guard(routes!(console::list_editor_stores)))
        .routes(Editor.guard(routes!(console::get_editor_store)))
        .routes(Editor.guard(routes!(console::publish)))
        .routes(Editor.guard(routes!(console::unpublish)))
        .routes(Editor.guard(routes!(console::history)))
        .routes(Editor.guard(routes!(console::restore)))
        .routes(Editor.guard(routes!(geocode::geocode)))
        .routes(Editor.guard(routes!(records::list_guide_records, records::create_guide)))
        .routes(Editor.guard(routes!(
            records::get_guide_record,
            records::update_guide,
            records::delete_guide
        )))
        .routes(Editor.guard(routes!(records::guide_history)))
        .routes(Editor.guard(routes!(records::restore_guide)))
        .routes(Editor.guard(routes!(records::list_event_records, records::create_event)))
        .routes(Editor.guard(routes!(
            records::get_event_record,
            records::update_event,
            records::delete_event
        )))
        .routes(Editor.guard(routes!(records::event_history)))
        .routes(Editor.guard(routes!(records::restore_event)))
        .routes(Editor.guard(routes!(
            records::list_hotspot_records,
            records::create_hotspot
        )))
        .routes(Editor.guard(routes!(
            records::get_hotspot_record,
            records::update_hotspot,
            records::delete_hotspot
        )))
        .routes(Editor.guard(routes!(records::hotspot_history)))
        .routes(Editor.guard(routes!(records::restore_hotspot)))
        .routes(Editor.guard(routes!(
            records::list_category_records,
            records::create_category
        )))
        .routes(Editor.guard(routes!(
            records::get_category_record,
            records::update_category,
            records::delete_category
        )))
        .routes(Editor.guard(routes!(records::category_history)))
        .routes(Editor.guard(routes!(records::restore_category)))
        .routes(Editor.guard(routes!(review::list_submissions)))
        .routes(Editor.guard(routes!(review::get_submission)))
        .routes(Editor.guard(routes!(review::approve_submission)))
        .routes(Editor.guard(routes!(review::reject_submission)))
        .routes(Editor.guard(routes!(review::list_claims)))
        .routes(Editor.guard(routes!(review::get_claim)))
        .routes(Editor.guard(routes!(review::approve_claim)))
        .routes(Editor.guard(routes!(review::reject_claim)))
        .routes(Editor.guard(routes!(review::list_enquiries)))
        .routes(Editor.guard(routes!(review::get_enquiry)))
        .routes(Editor.guard(routes!(review::answer_enquiry)))
        .routes(Editor.guard(routes!(review::list_reports)))
        .routes(Editor.guard(routes!(review::get_report)))
        .routes(Editor.guard(routes!(review::apply_report)))
        .routes(Editor.guard(routes!(review::dismiss_report)))
        .routes(Editor.guard(routes!(review::verify_store)))
        .routes(Read.guard(routes!(review::report_change)))
        .routes(Read.guard(routes!(stores::reference)))
        .routes(Read.guard(routes!(stores::list_stores)))
        .routes(Editor.guard(routes!(admin::create_store)))
        .routes(Read.guard(routes!(stores::get_store)))
        .routes(Editor.guard(routes!(admin::update_store, admin::delete_store)))
        .routes(Read.guard(routes!(stores::letters)))
        .routes(Read.guard(routes!(stores::by_slugs)))
        .routes(Read.guard(routes!(search::search)))
        .routes(Read.guard(routes!(stores::name_search)))
        .routes(Read.guard(routes!(stores::near)))
        .routes(Read.guard(routes!(stores::map)))
        .routes(Read.guard(routes!(stores::sitemap)))
        .routes(Read.guard(routes!(places::list_hotspots)))
        .routes(Editor.guard(routes!(documents::create_hotspot_document)))
        .routes(Read.guard(routes!(places::get_hotspot)))
        .routes(Editor.guard(routes!(
            documents::update_hotspot_document,
            documents::delete_hotspot_document
        )))
        .routes(Read.guard(routes!(places::top_stores)))
        .routes(Read.guard(routes!(places::list_states)))
        .routes(Read.guard(routes!(places::get_state)))
        .routes(Read.guard(routes!(places::list_regions)))
        .routes(Read.guard(routes!(places::get_region)))
        .routes(Read.guard(routes!(places::list_categories)))
        .routes(Editor.guard(routes!(documents::create_category_document)))
        .routes(Read.guard(routes!(places::get_category)))
        .routes(Editor.guard(routes!(
            documents::update_category_document,
            documents::delete_category_document
        )))
        .routes(Read.guard(routes!(content::list_guides)))
        .routes(Editor.guard(routes!(documents::create_guide_document)))
        .routes(Read.guard(routes!(content::get_guide)))
        .routes(Editor.guard(routes!(
            documents::update_guide_document,
            documents::delete_guide_document
        )))
        .routes(Read.guard(routes!(content::list_events)))
        .routes(Editor.guard(routes!(documents::create_event_document)))
        .routes(Read.guard(routes!(content::get_event)))
        .routes(Editor.guard(routes!(
            documents::update_event_document,
            documents::delete_event_document
        )))
        .routes(Read.guard(routes!(forms::signup)))
        .routes(Read.guard(routes!(forms::store_submission)))
        .routes(Editor.guard(routes!(forms::list_store_submissions)))
        .routes(Read.guard(routes!(forms::claim_request)))
        .routes(Editor.guard(routes!(forms::list_claim_requests)))
        .routes(Read.guard(routes!(forms::contact_request)))
        .routes(Editor.guard(routes!(forms::list_contact_requests)))
        .routes(Editor.guard(routes!(people::list_signups)))
        .routes(Editor.guard(routes!(people::export_signups)))
        .routes(Admin.guard(routes!(people::delete_signup)))
        .routes(Admin.guard(routes!(people::list_users, people::add_user)))
        .routes(Admin.guard(routes!(people::disable_user)))
        .routes(Admin.guard(routes!(people::enable_user)))
        .routes(Admin.guard(routes!(people::reset_password)))
        .routes(Admin.guard(routes!(admin::import)))
        .routes(Admin.guard(routes!(imports::import_file)))
}

/// The whole HTTP application: routes, OpenAPI document and middleware.
pub fn router(state: AppState) -> Router {
    let (routes, api) = api_routes().split_for_parts();
    let api = documented(api);
    let openapi_json = Bytes::from(api.to_json().unwrap_or_default());
    let timeout = state.config.request_timeout;
    let compression = state.config.compression;
    let x_request_id = HeaderName::from_static("x-request-id");
    let cors = crate::cors::PublicReads::of(&api).layer();
    routes
        .route(
            "/api/openapi.json",
            axum::routing::get(
                move |axum::Extension(app): axum::Extension<AppState>, headers: HeaderMap| {
                    let body = openapi_json.clone();
                    async move {
                        match Access::Read.denies(&app, &headers) {
                            None => json_bytes(StatusCode::OK, body, cache::LONG),
                            Some(status) => refusal(status),
                        }
                    }
                },
            ),
        )
        .fallback(fallback)
        .layer(
            ServiceBuilder::new()
                .layer(SetRequestIdLayer::new(
                    x_request_id.clone(),
                    MakeRequestUuid,
                ))
                .layer(TraceLayer::new_for_http())
                .layer(PropagateRequestIdLayer::new(x_request_id))
                .layer(axum::middleware::from_fn_with_state(
                    state.clone(),
                    middleware::metrics,
                ))
                .layer(cors)
                .layer(axum::middleware::from_fn(middleware::security_headers))
                .layer(
                    CompressionLayer::new()
                        .no_br()
                        .no_deflate()
                        .no_zstd()
                        .quality(CompressionLevel::Fastest)
                        .compress_when(DefaultPredicate::new().and(SizeAbove::new(1024)).and(
                            move |_: StatusCode, _: Version, _: &HeaderMap, _: &Extensions| {
                                compression
                            },
                        )),
                )
                .layer(axum::middleware::from_fn(middleware::error_bodies))
                .layer(TimeoutLayer::with_status_code(
                    StatusCode::REQUEST_TIMEOUT,
                    timeout,
                ))
                .layer(CatchPanicLayer::custom(panic_response))
                .layer(axum::middleware::from_fn(middleware::guard))
                .layer(axum::Extension(state.clone()))
                .layer(axum::middleware::from_fn(middleware::etag)),
        )
        .with_state(state)
}
