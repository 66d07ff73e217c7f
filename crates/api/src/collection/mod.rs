//! Strapi 5's REST query language on a collection: `filters`, `sort`, `pagination`, `fields`,
//! `populate`, `status` and `locale`, each checked against the collection's [`Schema`] (anything
//! unknown is a 400 naming it) and applied to documents in memory.

mod documented;
pub mod filter;
pub mod schema;
pub mod tree;

use std::cmp::Ordering;

use antiques_model::text::fold;
use axum::http::StatusCode;
use serde_json::{Map, Value};

pub use documented::{ConsoleListParamsOf, ListParamsOf, OneParamsOf};
pub use filter::{Doc, Filter, JsonDoc, Val};
pub use schema::{Field, Kind, Schema};
use tree::Tree;

use antiques_storage::Window;

use crate::error::{ApiError, ApiResult, bad_request};
use crate::query::{FromParams, MAX_PAGE_SIZE, Params};
use crate::views::{ListMeta, ListPagination, OffsetPagination, Pagination};

/// Most sort keys in one query.
pub const MAX_SORT_KEYS: usize = 5;

/// A collection the query language reads: its schema and its default page size.
pub trait Collection {
    const SCHEMA: &'static Schema;
    const DEFAULT_PAGE_SIZE: u32 = 100;
    /// Whether `status=draft` reads its drafts (stores and guides; the console's record lists,
    /// which always hold them, take it too).
    const DRAFTS: bool = false;
}

/// Which page of a list: by page number (`pagination[page]`, `pagination[pageSize]`) or by offset
/// (`pagination[start]`, `pagination[limit]`).
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Paging {
    Page { page: u32, size: u32 },
    Offset { start: u32, limit: u32 },
}

impl Paging {
    /// The index range of this page in a list of `total`.
    pub fn range(&self, total: usize) -> std::ops::Range<usize> {
        let (start, len) = match *self {
            Paging::Page { page, size } => (
                (page as usize - 1).saturating_mul(size as usize),
                size as usize,
            ),
            Paging::Offset { start, limit } => (start as usize, limit as usize),
        };
        let start = start.min(total);
        start..(start.saturating_add(len)).min(total)
    }

    /// The same rows as a database reads them.
    pub fn window(&self) -> Window {
        match *self {
            Paging::Page { page, size } => Window::page(page, size),
            Paging::Offset { start, limit } => Window {
                offset: i64::from(start),
                limit: i64::from(limit),
            },
        }
    }

    /// `meta.pagination` for a list of `total`, in the shape of the paging asked for.
    pub fn meta(&self, total: usize) -> ListPagination {
        match *self {
            Paging::Page { page, size } => ListPagination::Page(Pagination {
                page,
                page_size: size,
                page_count: total.div_ceil(size as usize) as u32,
                total: total as u64,
            }),
            Paging::Offset { start, limit } => ListPagination::Offset(OffsetPagination {
                start,
                limit,
                total: total as u64,
            }),
        }
    }
}

/// Which relations and components to send.
#[derive(Debug, Clone, PartialEq)]
pub enum Populate {
    Nothing,
    All,
    Some(Vec<&'static Field>),
}

impl Populate {
    pub fn any(&self) -> bool {
        !matches!(self, Populate::Nothing)
    }

    fn includes(&self, field: &Field) -> bool {
        match self {
            Populate::Nothing => false,
            Populate::All => true,
            Populate::Some(list) => list.iter().any(|f| f.name == field.name),
        }
    }
}

/// What a request asks of one document: `fields`, `populate`, `status`, `locale`.
#[derive(Debug, Clone)]
pub struct Shape {
    pub fields: Option<Vec<&'static Field>>,
    pub populate: Populate,
    /// `status=draft`: the latest version of every document, drafts included (editors only; for
    /// a document never published that is its only version).
    pub drafts: bool,
}

impl Shape {
    /// Refuses `status=draft` on a collection without drafts.
    pub fn refuse_drafts(&self, schema: &Schema) -> ApiResult<()> {
        if self.drafts {
            return Err(bad_request(format!(
                "status=draft: {} have no drafts (stores and guides do)",
                schema.name
            )));
        }
        Ok(())
    }
}

/// What a request asks of a list: its [`Shape`], `filters`, `sort` and `pagination`.
#[derive(Debug, Clone)]
pub struct ListQuery {
    pub filter: Option<Filter>,
    /// Fields to order by, and whether descending.
    pub sort: Vec<(&'static Field, bool)>,
    pub paging: Paging,
    pub shape: Shape,
}

impl ListQuery {
    /// Whether the query only pages and shapes the list (no `filters`, no `sort`), so that a
    /// database can answer it a page at a time in its own order.
    pub fn only_pages(&self) -> bool {
        self.filter.is_none() && self.sort.is_empty()
    }
}

/// The query of a list of `C`, read from the query string.
pub struct List<C>(pub ListQuery, pub std::marker::PhantomData<C>);

/// The query of one document of `C`, read from the query string.
pub struct One<C>(pub Shape, pub std::marker::PhantomData<C>);

impl<C: Collection> FromParams for List<C> {
    fn from_params(p: &mut Params) -> ApiResult<Self> {
        let schema = C::SCHEMA;
        let shape = shape(p, schema)?;
        let filter = p
            .take_tree("filters")?
            .map(|t| Filter::parse(&t, schema))
            .transpose()?;
        let sort = sort(p.take_tree("sort")?, schema)?;
        let paging = paging(p.take_tree("pagination")?, C::DEFAULT_PAGE_SIZE)?;
        Ok(List(
            ListQuery {
                filter,
                sort,
                paging,
                shape,
            },
            std::marker::PhantomData,
        ))
    }
}

/// The query of a console list of `C`: Strapi's language, drafts refused.
pub struct ConsoleList<C>(pub ListQuery, pub std::marker::PhantomData<C>);

impl<C: Collection> FromParams for ConsoleList<C> {
    fn from_params(p: &mut Params) -> ApiResult<Self> {
        let List(q, kind) = List::<C>::from_params(p)?;
        q.shape.refuse_drafts(C::SCHEMA)?;
        Ok(ConsoleList(q, kind))
    }
}

/// Console lists reading every row their own parameters pick run one at a time: at 100,000 stores
/// such a read of the store list takes a good part of a second.
static WHOLE_LIST_READS: tokio::sync::Semaphore = tokio::sync::Semaphore::const_new(1);

/// A console list read from the database, as `(data, meta.pagination)`. `read` gives the rows of
/// a window (as JSON, in the list's own order) and how many there are: a query that only pages is
/// answered a page at a time; with `filters` or `sort` every row the list's own parameters pick is
/// read (one such read at a time) and the query language runs over them, as on the other
/// collections. The console narrows with its own parameters first (`q`, `state`, a queue's
/// `status`), which the database applies.
pub async fn console_list<F, Fut>(
    q: &ListQuery,
    schema: &Schema,
    read: F,
) -> ApiResult<(Vec<Value>, ListPagination)>
where
    F: FnOnce(Window) -> Fut,
    Fut: std::future::Future<Output = ApiResult<(Vec<Value>, usize)>>,
{
    if q.only_pages() {
        let (rows, total) = read(q.paging.window()).await?;
        let data = rows
            .into_iter()
            .map(|row| project(row, &q.shape, schema))
            .collect();
        Ok((data, q.paging.meta(total)))
    } else {
        let _turn = WHOLE_LIST_READS
            .acquire()
            .await
            .map_err(ApiError::internal)?;
        let (rows, _) = read(Window::ALL).await?;
        Ok(list_json(rows, q, schema))
    }
}

/// Typed rows as the JSON documents the query language reads.
pub fn as_documents<T: serde::Serialize>(
    rows: impl IntoIterator<Item = T>,
) -> ApiResult<Vec<Value>> {
    rows.into_iter()
        .map(|row| serde_json::to_value(row).map_err(ApiError::internal))
        .collect()
}

/// The answer of a console list: `{ data, meta: { pagination } }`, never cached.
pub fn console_answer(data: Vec<Value>, pagination: ListPagination) -> axum::response::Response {
    crate::respond::json(
        &serde_json::json!({ "data": data, "meta": ListMeta { pagination } }),
        crate::respond::cache::NO_STORE,
    )
}

impl<C: Collection> FromParams for One<C> {
    fn from_params(p: &mut Params) -> ApiResult<Self> {
        Ok(One(shape(p, C::SCHEMA)?, std::marker::PhantomData))
    }
}

/// `fields`, `populate`, `status` and `locale`.
fn shape(p: &mut Params, schema: &'static Schema) -> ApiResult<Shape> {
    let drafts = match p.take("status").as_deref() {
        None | Some("published") => false,
        Some("draft") => true,
        Some(other) => {
            return Err(bad_request(format!(
                "status must be published or draft, got {other:?}"
            )));
        }
    };
    if let Some(locale) = p.take("locale")
        && locale != "en"
    {
        return Err(bad_request(format!(
            "Unknown locale {locale:?}: the directory has one locale, en"
        )));
    }
    let fields = p
        .take_tree("fields")?
        .map(|t| names(&t, "fields"))
        .transpose()?
        .map(|list| {
            list.iter()
                .map(|name| {
                    schema
                        .field(name)
                        .filter(|f| !f.populatable())
                        .ok_or_else(|| {
                            bad_request(format!(
                                "Unknown field in fields: {name}. Fields of {}: {}",
                                schema.name,
                                schema.names(|f| !f.populatable())
                            ))
                        })
                })
                .collect::<ApiResult<Vec<_>>>()
        })
        .transpose()?;
    let populate = populate(p.take_tree("populate")?, schema)?;
    Ok(Shape {
        fields,
        populate,
        drafts,
    })
}

/// A list of names: `a,b`, `[0]=a&[1]=b`.
fn names(tree: &Tree, param: &str) -> ApiResult<Vec<String>> {
    let list = tree
        .as_list()
        .ok_or_else(|| bad_request(format!("{param} must be a list of field names")))?;
    let mut out = Vec::new();
    for item in list {
        match item {
            Tree::Leaf(v) => out.extend(
                v.split(',')
                    .map(str::trim)
                    .filter(|s| !s.is_empty())
                    .map(String::from),
            ),
            Tree::Node(_) => {
                return Err(bad_request(format!(
                    "{param} must be a list of field names"
                )));
            }
        }
    }
    Ok(out)
}

fn populate(tree: Option<Tree>, schema: &'static Schema) -> ApiResult<Populate> {
    let Some(tree) = tree else {
        return Ok(Populate::Nothing);
    };
    let known = |name: &str| {
        schema
            .field(name)
            .filter(|f| f.populatable())
            .ok_or_else(|| {
                let can = schema.names(Field::populatable);
                bad_request(format!(
                    "Unknown relation in populate: {name}. {} can populate: {}",
                    schema.name,
                    if can.is_empty() { "nothing" } else { &can }
                ))
            })
    };
    let mut picked = Vec::new();
    match &tree {
        Tree::Leaf(v) if v == "*" || v == "true" => return Ok(Populate::All),
        Tree::Node(children) if tree.as_list().is_none() => {
            // The object form: `populate[categories]=true`, `populate[categories][populate]=*`.
            for (name, options) in children {
                let field = known(name)?;
                let whole = match options {
                    Tree::Leaf(v) => v == "true" || v == "*",
                    Tree::Node(o) => {
                        matches!(o.as_slice(), [(k, Tree::Leaf(v))] if k == "populate" && v == "*")
                    }
                };
                if !whole {
                    return Err(bad_request(format!(
                        "populate[{name}] takes true or *: relations are sent whole (their own \
                         fields, filters and sort are not supported)"
                    )));
                }
                picked.push(field);
            }
        }
        _ => {
            for name in names(&tree, "populate")? {
                if name == "*" {
                    return Ok(Populate::All);
                }
                picked.push(known(&name)?);
            }
        }
    }
    Ok(Populate::Some(picked))
}

/// `sort=a:asc,b:desc`, `sort[0]=a&sort[1]=b:desc`, `sort[a]=desc`, `sort[0][a]=desc`.
fn sort(tree: Option<Tree>, schema: &'static Schema) -> ApiResult<Vec<(&'static Field, bool)>> {
    let Some(tree) = tree else {
        return Ok(Vec::new());
    };
    let mut keys: Vec<(String, Option<String>)> = Vec::new();
    let items: Vec<&Tree> = match tree.as_list() {
        Some(items) => items,
        None => vec![&tree],
    };
    for item in items {
        match item {
            Tree::Leaf(v) => {
                for part in v.split(',').map(str::trim).filter(|s| !s.is_empty()) {
                    keys.push(match part.split_once(':') {
                        Some((n, d)) => (n.to_string(), Some(d.to_string())),
                        None => (part.to_string(), None),
                    });
                }
            }
            // `sort[name]=desc` and `sort[0][name]=desc`.
            Tree::Node(children) => {
                for (k, v) in children {
                    match v {
                        Tree::Leaf(dir) => keys.push((k.clone(), Some(dir.clone()))),
                        Tree::Node(_) => {
                            return Err(bad_request(format!("sort[{k}] must be asc or desc")));
                        }
                    }
                }
            }
        }
    }
    if keys.len() > MAX_SORT_KEYS {
        return Err(bad_request(format!(
            "Too many sort keys: at most {MAX_SORT_KEYS}"
        )));
    }
    keys.into_iter()
        .map(|(name, dir)| {
            let field = schema
                .field(&name)
                .filter(|f| f.sortable())
                .ok_or_else(|| {
                    bad_request(format!(
                        "Unknown sort field: {name}. {} sorts by: {}",
                        schema.name,
                        schema.names(Field::sortable)
                    ))
                })?;
            let desc = match dir.as_deref().map(str::to_ascii_lowercase).as_deref() {
                None | Some("asc") => false,
                Some("desc") => true,
                Some(other) => {
                    return Err(bad_request(format!(
                        "Sort direction of {name} must be asc or desc, got {other:?}"
                    )));
                }
            };
            Ok((field, desc))
        })
        .collect()
}

/// The highest `pagination[page]` a list takes.
pub(crate) const MAX_PAGE: i64 = 1_000_000;
/// The highest `pagination[start]` a list takes.
pub(crate) const MAX_START: i64 = 100_000_000;

/// `pagination[page|pageSize|withCount|start|limit]`.
fn paging(tree: Option<Tree>, default_size: u32) -> ApiResult<Paging> {
    let Some(tree) = tree else {
        return Ok(Paging::Page {
            page: 1,
            size: default_size,
        });
    };
    let Tree::Node(children) = tree else {
        return Err(bad_request(
            "pagination takes pagination[page], pagination[pageSize], pagination[start], \
             pagination[limit] or pagination[withCount]",
        ));
    };
    let (mut page, mut size, mut start, mut limit) = (None, None, None, None);
    for (key, value) in &children {
        let Tree::Leaf(v) = value else {
            return Err(bad_request(format!("pagination[{key}] takes one value")));
        };
        let int = |range: std::ops::RangeInclusive<i64>| {
            v.trim()
                .parse::<i64>()
                .ok()
                .filter(|n| range.contains(n))
                .ok_or_else(|| {
                    bad_request(format!(
                        "pagination[{key}] must be an integer from {} to {}",
                        range.start(),
                        range.end()
                    ))
                })
        };
        match key.as_str() {
            "page" => page = Some(int(1..=MAX_PAGE)? as u32),
            "pageSize" => size = Some(int(1..=MAX_PAGE_SIZE as i64)? as u32),
            "start" => start = Some(int(0..=MAX_START)? as u32),
            // Strapi's -1 asks for as many as allowed.
            "limit" => {
                limit = Some(match int(-1..=MAX_PAGE_SIZE as i64)? {
                    -1 => MAX_PAGE_SIZE,
                    0 => return Err(bad_request("pagination[limit] must be at least 1 (or -1)")),
                    n => n as u32,
                })
            }
            // Counts cost nothing here: they are always sent.
            "withCount" => {
                if !matches!(v.as_str(), "true" | "false") {
                    return Err(bad_request("pagination[withCount] must be true or false"));
                }
            }
            other => {
                return Err(bad_request(format!(
                    "Unknown query parameter: pagination[{other}]"
                )));
            }
        }
    }
    if (page.is_some() || size.is_some()) && (start.is_some() || limit.is_some()) {
        return Err(ApiError::new(
            StatusCode::UNPROCESSABLE_ENTITY,
            "Page and offset pagination cannot be mixed: use pagination[page] and \
             pagination[pageSize], or pagination[start] and pagination[limit]",
        ));
    }
    Ok(if start.is_some() || limit.is_some() {
        Paging::Offset {
            start: start.unwrap_or(0),
            limit: limit.unwrap_or(default_size),
        }
    } else {
        Paging::Page {
            page: page.unwrap_or(1),
            size: size.unwrap_or(default_size),
        }
    })
}

/// A value sorts compare: text folded (case, accents, apostrophes ignored; ties keep the
/// collection's default order, as its ready orders do).
#[derive(Debug, Clone, PartialEq)]
enum SortKey {
    Text(String),
    Num(f64),
    Bool(bool),
    Time(i64),
}

impl SortKey {
    fn of(v: Val) -> SortKey {
        match v {
            Val::Text(t) => SortKey::Text(fold(&t)),
            Val::Num(n) => SortKey::Num(n),
            Val::Bool(b) => SortKey::Bool(b),
            Val::Time(t) => SortKey::Time(t),
        }
    }

    fn cmp(&self, other: &SortKey) -> Ordering {
        match (self, other) {
            (SortKey::Text(a), SortKey::Text(b)) => a.cmp(b),
            (SortKey::Num(a), SortKey::Num(b)) => a.total_cmp(b),
            (SortKey::Bool(a), SortKey::Bool(b)) => a.cmp(b),
            (SortKey::Time(a), SortKey::Time(b)) => a.cmp(b),
            _ => Ordering::Equal,
        }
    }
}

/// Orders `items` (already in the collection's default order, which breaks ties) by `keys`; empty
/// values go last either way.
pub fn sort_by_keys<T, D: Doc>(
    items: &mut Vec<T>,
    keys: &[(&'static Field, bool)],
    doc: impl Fn(&T) -> D,
) {
    if keys.is_empty() {
        return;
    }
    let mut keyed: Vec<(Vec<Option<SortKey>>, T)> = std::mem::take(items)
        .into_iter()
        .map(|item| {
            let k = {
                let d = doc(&item);
                keys.iter()
                    .map(|(f, _)| d.sort_value(f).map(SortKey::of))
                    .collect()
            };
            (k, item)
        })
        .collect();
    keyed.sort_by(|(a, _), (b, _)| {
        for (i, (_, desc)) in keys.iter().enumerate() {
            let o = match (&a[i], &b[i]) {
                (None, None) => Ordering::Equal,
                (None, Some(_)) => Ordering::Greater,
                (Some(_), None) => Ordering::Less,
                (Some(x), Some(y)) if *desc => y.cmp(x),
                (Some(x), Some(y)) => x.cmp(y),
            };
            if o != Ordering::Equal {
                return o;
            }
        }
        Ordering::Equal
    });
    items.extend(keyed.into_iter().map(|(_, t)| t));
}

/// A document cut to what `shape` asks: with `fields`, only `id`, `documentId`, the fields named
/// and the relations and components populated; without, the document as it is.
pub fn project(doc: Value, shape: &Shape, schema: &Schema) -> Value {
    let Some(fields) = &shape.fields else {
        return doc;
    };
    let Value::Object(map) = doc else {
        return doc;
    };
    let mut out = Map::with_capacity(fields.len() + 2);
    let mut map = map;
    for key in ["id", "documentId"] {
        if let Some(v) = map.remove(key) {
            out.insert(key.to_string(), v);
        }
    }
    for f in fields {
        if let Some(v) = map.remove(f.name) {
            out.insert(f.name.to_string(), v);
        }
    }
    for f in schema.fields.iter().filter(|f| f.populatable()) {
        if shape.populate.includes(f)
            && let Some(v) = map.remove(f.name)
        {
            out.insert(f.name.to_string(), v);
        }
    }
    Value::Object(out)
}

/// A whole small collection answered from its documents (JSON, in the default order): filtered,
/// sorted, paged and shaped.
pub fn list_json(docs: Vec<Value>, q: &ListQuery, schema: &Schema) -> (Vec<Value>, ListPagination) {
    let docs: Vec<Value> = match &q.filter {
        Some(f) => docs
            .into_iter()
            .filter(|d| f.matches(&JsonDoc(d)))
            .collect(),
        None => docs,
    };
    let mut order: Vec<usize> = (0..docs.len()).collect();
    sort_by_keys(&mut order, &q.sort, |i| JsonDoc(&docs[*i]));
    let total = docs.len();
    let range = q.paging.range(total);
    let mut docs: Vec<Option<Value>> = docs.into_iter().map(Some).collect();
    let page = order[range]
        .iter()
        .filter_map(|i| docs[*i].take())
        .map(|d| project(d, &q.shape, schema))
        .collect();
    (page, q.paging.meta(total))
}

/// The public collections.
pub mod collections {
    use super::{Collection, Schema, schema};

    macro_rules! collection {
        ($name:ident, $schema:path, $page:literal, $drafts:literal) => {
            #[doc = concat!("The `", stringify!($name), "` collection (", stringify!($page), " a page unless asked).")]
            pub struct $name;
            impl Collection for $name {
                const SCHEMA: &'static Schema = &$schema;
                const DEFAULT_PAGE_SIZE: u32 = $page;
                const DRAFTS: bool = $drafts;
            }
        };
    }

    collection!(Stores, schema::STORES, 100, true);
    // The site reads these whole, as it did before they were paged: all of them unless paged.
    collection!(Hotspots, schema::HOTSPOTS, 1000, false);
    collection!(States, schema::STATES, 1000, false);
    collection!(Regions, schema::REGIONS, 1000, false);
    collection!(Categories, schema::CATEGORIES, 1000, false);
    collection!(Guides, schema::GUIDES, 100, true);
    collection!(Events, schema::EVENTS, 100, false);

    macro_rules! records {
        ($name:ident, $schema:path) => {
            #[doc = concat!("The console's `", stringify!($name), "`: read whole by default.")]
            pub struct $name;
            impl Collection for $name {
                const SCHEMA: &'static Schema = &$schema;
                const DEFAULT_PAGE_SIZE: u32 = 1000;
                const DRAFTS: bool = true;
            }
        };
    }

    records!(GuideRecords, schema::GUIDE_RECORDS);
    records!(EventRecords, schema::EVENT_RECORDS);
    records!(HotspotRecords, schema::HOTSPOT_RECORDS);
    records!(CategoryRecords, schema::CATEGORY_RECORDS);

    macro_rules! console {
        ($name:ident, $schema:path, $page:literal) => {
            #[doc = concat!("A console list, `", stringify!($name), "` (", stringify!($page), " a page unless asked).")]
            pub struct $name;
            impl Collection for $name {
                const SCHEMA: &'static Schema = &$schema;
                const DEFAULT_PAGE_SIZE: u32 = $page;
            }
        };
    }

    console!(EditorStores, schema::EDITOR_STORES, 25);
    console!(Signups, schema::SIGNUPS, 25);
    console!(Accounts, schema::ACCOUNTS, 1000);
    console!(SubmissionItems, schema::SUBMISSION_ITEMS, 25);
    console!(ClaimItems, schema::CLAIM_ITEMS, 25);
    console!(EnquiryItems, schema::ENQUIRY_ITEMS, 25);
    console!(ReportItems, schema::REPORT_ITEMS, 25);
    console!(StoreSubmissions, schema::STORE_SUBMISSIONS, 25);
    console!(ClaimRequests, schema::CLAIM_REQUESTS, 25);
    console!(ContactRequests, schema::CONTACT_REQUESTS, 25);
}

/// The query parameters of a collection list, for the OpenAPI document (docs/api.md says what each
/// accepts; [`List`] reads them).
#[derive(utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
#[allow(dead_code)]
pub struct ListParams {
    /// Strapi filters: `filters[field][$op]=value`, `filters[field]=value` ($eq),
    /// `filters[$or][0][field][$eq]=…`, `$and`, `$not`, relations as
    /// `filters[categories][slug][$eq]=…`. Operators: $eq $eqi $ne $nei $lt $lte $gt $gte $in
    /// $notIn $contains $notContains $containsi $notContainsi $null $notNull $between $startsWith
    /// $startsWithi $endsWith $endsWithi.
    #[param(style = DeepObject, explode, value_type = Option<Object>)]
    filters: Option<String>,
    /// `field:asc|desc`, several joined by commas, or `sort[0]=…&sort[1]=…`.
    sort: Option<String>,
    /// By page, `pagination[page]` (from 1) and `pagination[pageSize]` (1..100, default 100), or by
    /// offset, `pagination[start]` (from 0) and `pagination[limit]` (1..100, or -1 for 100): one
    /// or the other, never both (a 422). `pagination[withCount]` is accepted; counts are always
    /// sent. The document lists each member as a parameter of its own.
    #[param(style = DeepObject, explode, value_type = Option<Object>)]
    pagination: Option<String>,
    /// Fields to send (`id` and `documentId` always come): `fields=name,city` or `fields[0]=name`.
    fields: Option<String>,
    /// `*`, a list of relations and components, or `populate[name]=true`.
    populate: Option<String>,
    /// `published` (default), or `draft` for the latest version of every document, drafts
    /// included (stores and guides; the admin token or an editor's session).
    status: Option<String>,
    /// `en`, the one locale.
    locale: Option<String>,
}

/// The query parameters of a console list, for the OpenAPI document ([`ConsoleList`] reads them;
/// each list's own parameters, such as a queue's `status`, are declared with it).
#[derive(utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
#[allow(dead_code)]
pub struct ConsoleListParams {
    /// Strapi filters on the fields of the list's items (docs/api.md).
    #[param(style = DeepObject, explode, value_type = Option<Object>)]
    filters: Option<String>,
    /// `field:asc|desc`, several joined by commas, or `sort[0]=…&sort[1]=…`.
    sort: Option<String>,
    /// By page, `pagination[page]` (from 1) and `pagination[pageSize]` (1..100), or by offset,
    /// `pagination[start]` and `pagination[limit]`: one or the other, never both (a 422). The
    /// document lists each member as a parameter of its own.
    #[param(style = DeepObject, explode, value_type = Option<Object>)]
    pagination: Option<String>,
    /// Fields to send: `fields=email,createdAt` or `fields[0]=email`.
    fields: Option<String>,
    /// `*`, or a list of the item's relations (`fields`, `store`), sent by default too.
    populate: Option<String>,
}

/// The query parameters of one document, for the OpenAPI document.
#[derive(utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
#[allow(dead_code)]
pub struct OneParams {
    /// Fields to send (`id` and `documentId` always come).
    fields: Option<String>,
    /// `*`, a list of relations and components, or `populate[name]=true`.
    populate: Option<String>,
    /// `published` (default), or `draft` (stores and guides; editors only).
    status: Option<String>,
    /// `en`.
    locale: Option<String>,
}
