//! The query parameters of a collection's operations as the OpenAPI document shows them: the shared
//! parameter lists ([`ListParams`], [`ConsoleListParams`], [`OneParams`]) with what one collection
//! accepts written in: the field names of `fields` and `sort`, the relations of `populate`, whether
//! `status=draft` means anything, the one-level `filters[field]=value` form, and `pagination` as
//! page paging or offset paging. A generated client, or schemathesis, then sends only what the
//! collection takes.

use std::marker::PhantomData;

use serde_json::{Value, json};
use utoipa::IntoParams;
use utoipa::openapi::Required;
use utoipa::openapi::path::{Parameter, ParameterBuilder, ParameterIn};

use super::schema::{Field, Kind};
use super::{
    Collection, ConsoleListParams, ListParams, MAX_PAGE, MAX_PAGE_SIZE, MAX_SORT_KEYS, MAX_START,
    OneParams,
};
use crate::views::schema_from_json;

/// [`ListParams`] of the collection `C`.
pub struct ListParamsOf<C>(PhantomData<C>);
/// [`ConsoleListParams`] of the console list `C`.
pub struct ConsoleListParamsOf<C>(PhantomData<C>);
/// [`OneParams`] of the collection `C`.
pub struct OneParamsOf<C>(PhantomData<C>);

impl<C: Collection> IntoParams for ListParamsOf<C> {
    fn into_params(place: impl Fn() -> Option<ParameterIn>) -> Vec<Parameter> {
        of::<C>(ListParams::into_params(place))
    }
}

impl<C: Collection> IntoParams for ConsoleListParamsOf<C> {
    fn into_params(place: impl Fn() -> Option<ParameterIn>) -> Vec<Parameter> {
        of::<C>(ConsoleListParams::into_params(place))
    }
}

impl<C: Collection> IntoParams for OneParamsOf<C> {
    fn into_params(place: impl Fn() -> Option<ParameterIn>) -> Vec<Parameter> {
        of::<C>(OneParams::into_params(place))
    }
}

fn of<C: Collection>(mut params: Vec<Parameter>) -> Vec<Parameter> {
    let fields = C::SCHEMA.fields;
    for p in &mut params {
        let schema = match p.name.as_str() {
            "fields" => names_list(fields.iter().filter(|f| !f.populatable()), None),
            "sort" => sort_schema(fields.iter().filter(|f| f.sortable())),
            "populate" => populate_schema(fields.iter().filter(|f| f.populatable())),
            "status" if C::DRAFTS => json!({ "type": "string", "enum": ["published", "draft"] }),
            "status" => json!({ "type": "string", "enum": ["published"] }),
            "locale" => json!({ "type": "string", "enum": ["en"] }),
            "filters" => filters_schema(fields),
            _ => continue,
        };
        p.schema = Some(schema_from_json(schema));
    }
    if let Some(at) = params.iter().position(|p| p.name == "pagination") {
        params.splice(at..=at, pagination_params());
    }
    params
}

/// Any of `names`, as a regular expression's alternation.
fn alternation<'a>(names: impl Iterator<Item = &'a Field>) -> String {
    names.map(|f| f.name).collect::<Vec<_>>().join("|")
}

/// A list of names split at commas, each trimmed, empty ones skipped (`name, city`); `extra` is
/// another item the list may hold.
fn names_list<'a>(names: impl Iterator<Item = &'a Field>, extra: Option<&str>) -> Value {
    let mut item = alternation(names);
    if let Some(extra) = extra {
        item = if item.is_empty() {
            extra.to_string()
        } else {
            format!("{item}|{extra}")
        };
    }
    if item.is_empty() {
        return json!({ "type": "string", "pattern": r"^[\s,]*$" });
    }
    json!({
        "type": "string",
        "pattern": format!(r"^\s*(?:(?:{item})\s*)?(?:,\s*(?:(?:{item})\s*)?)*$")
    })
}

/// `sort`: up to [`MAX_SORT_KEYS`] fields, each `name`, `name:asc` or `name:desc` (any case).
fn sort_schema<'a>(names: impl Iterator<Item = &'a Field>) -> Value {
    let names = alternation(names);
    let key = format!("(?:{names})(?::(?:[Aa][Ss][Cc]|[Dd][Ee][Ss][Cc]))?");
    let more = MAX_SORT_KEYS - 1;
    json!({
        "type": "string",
        "pattern": format!(r"^\s*(?:{key}\s*)?(?:,\s*(?:{key}\s*)?){{0,{more}}}$")
    })
}

/// `populate`: `*`, `true`, or a list of the relations and components (`*` among them is all).
fn populate_schema<'a>(names: impl Iterator<Item = &'a Field>) -> Value {
    let list = names_list(names, Some(r"\*"));
    let pattern = list["pattern"].as_str().unwrap_or_default();
    json!({ "type": "string", "pattern": format!("^true$|{pattern}") })
}

/// `filters`, in the one-level form `filters[field]=value` (equality) that a deepObject parameter
/// can state; the operators, relations and `$and`/`$or`/`$not` are in the description.
fn filters_schema(fields: &[Field]) -> Value {
    let mut properties = serde_json::Map::new();
    for f in fields {
        let value = match f.kind {
            Kind::Text | Kind::Texts => json!({ "type": "string" }),
            Kind::Number => json!({ "type": "number" }),
            Kind::Bool => json!({ "type": "boolean" }),
            Kind::Time => json!({ "type": "string", "format": "date-time" }),
            Kind::Relation(_) | Kind::Component | Kind::Data => continue,
        };
        properties.insert(f.name.into(), value);
    }
    json!({ "type": "object", "properties": properties, "additionalProperties": false })
}

/// `pagination`, one parameter per member (`pagination[page]=2`), as clients send it: each can be
/// stated alone, where one object parameter of two shapes could not be generated or checked
/// member by member. Page and offset members together are a 422 (no schema says "not both").
fn pagination_params() -> Vec<Parameter> {
    let size = json!({ "type": "integer", "minimum": 1, "maximum": MAX_PAGE_SIZE });
    [
        (
            "page",
            json!({ "type": "integer", "minimum": 1, "maximum": MAX_PAGE }),
            "Page number, from 1 (page paging).",
        ),
        (
            "pageSize",
            size.clone(),
            "Items per page (page paging; default 100, or the list's own).",
        ),
        (
            "start",
            json!({ "type": "integer", "minimum": 0, "maximum": MAX_START }),
            "Items to skip, from 0 (offset paging).",
        ),
        (
            "limit",
            json!({ "anyOf": [size, { "type": "integer", "enum": [-1] }] }),
            "Items to send (offset paging); -1 for as many as allowed.",
        ),
        (
            "withCount",
            json!({ "type": "boolean" }),
            "Accepted; counts are always sent.",
        ),
    ]
    .into_iter()
    .map(|(member, schema, description)| {
        ParameterBuilder::new()
            .name(format!("pagination[{member}]"))
            .parameter_in(ParameterIn::Query)
            .required(Required::False)
            .description(Some(description))
            .schema(Some(schema_from_json(schema)))
            .build()
    })
    .collect()
}
