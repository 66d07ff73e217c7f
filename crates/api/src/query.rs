//! Query strings in the Strapi dialect. A handler names the parameters it reads as the type of its
//! [`StrapiQuery`] argument (a type implementing [`FromParams`], or a tuple of them): every parameter
//! must be read by that type, and whatever is left is a 400 naming it.

use axum::extract::FromRequestParts;
use axum::http::request::Parts;

use crate::error::{ApiError, ApiResult, bad_request};
use crate::views::Pagination;

/// What a handler reads from the query string.
pub trait FromParams: Sized {
    /// Takes this type's parameters out of `p` (what is left is refused afterwards).
    fn from_params(p: &mut Params) -> ApiResult<Self>;
}

/// The query string of a request read as `T`; any parameter `T` does not read is a 400.
pub struct StrapiQuery<T>(pub T);

impl<S: Send + Sync, T: FromParams> FromRequestParts<S> for StrapiQuery<T> {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, _state: &S) -> Result<Self, ApiError> {
        let mut p = Params::parse(parts.uri.query())?;
        let value = T::from_params(&mut p)?;
        p.finish()?;
        Ok(StrapiQuery(value))
    }
}

/// No parameters at all.
impl FromParams for () {
    fn from_params(_: &mut Params) -> ApiResult<Self> {
        Ok(())
    }
}

impl<A: FromParams, B: FromParams> FromParams for (A, B) {
    fn from_params(p: &mut Params) -> ApiResult<Self> {
        Ok((A::from_params(p)?, B::from_params(p)?))
    }
}

/// `populate` (any value, or `populate[...]`): whether the full documents were asked for.
pub struct Populate(pub bool);

impl FromParams for Populate {
    fn from_params(p: &mut Params) -> ApiResult<Self> {
        Ok(Populate(p.populate()))
    }
}

/// `pagination[page]` and `pagination[pageSize]` (1..100, default `DEFAULT_SIZE`).
pub struct Paging<const DEFAULT_SIZE: u32>(pub Page);

impl<const DEFAULT_SIZE: u32> FromParams for Paging<DEFAULT_SIZE> {
    fn from_params(p: &mut Params) -> ApiResult<Self> {
        p.pagination(DEFAULT_SIZE, false).map(Paging)
    }
}

/// Longest accepted query string, in bytes.
pub const MAX_QUERY_LEN: usize = 8192;
/// Longest accepted search text, in characters.
pub const MAX_SEARCH_LEN: usize = 200;
/// Largest page size.
pub const MAX_PAGE_SIZE: u32 = 100;

/// The parameters of one request.
#[derive(Debug, Default)]
pub struct Params(Vec<(String, String)>);

impl Params {
    pub fn parse(query: Option<&str>) -> ApiResult<Params> {
        let q = query.unwrap_or_default();
        if q.len() > MAX_QUERY_LEN {
            return Err(bad_request(format!(
                "The query string is too long: at most {MAX_QUERY_LEN} bytes"
            )));
        }
        Ok(Params(
            form_urlencoded::parse(q.as_bytes())
                .map(|(k, v)| (k.into_owned(), v.into_owned()))
                .collect(),
        ))
    }

    /// Removes and returns the last value of `key`.
    pub fn take(&mut self, key: &str) -> Option<String> {
        let mut found = None;
        self.0.retain(|(k, v)| {
            if k == key {
                found = Some(v.clone());
                false
            } else {
                true
            }
        });
        found
    }

    /// Gives the parameter `from` the name `to` (an older name of a parameter).
    pub fn rename(&mut self, from: &str, to: &str) {
        for (k, _) in self.0.iter_mut().filter(|(k, _)| k == from) {
            *k = to.to_string();
        }
    }

    /// Removes every parameter whose name starts with `prefix`; returns whether there was one.
    pub fn take_prefixed(&mut self, prefix: &str) -> bool {
        let before = self.0.len();
        self.0.retain(|(k, _)| !k.starts_with(prefix));
        before != self.0.len()
    }

    /// Removes every `root` and `root[...]` parameter and returns them as a tree.
    pub fn take_tree(&mut self, root: &str) -> ApiResult<Option<crate::collection::tree::Tree>> {
        let bracket = format!("{root}[");
        let (taken, kept): (Vec<_>, Vec<_>) = std::mem::take(&mut self.0)
            .into_iter()
            .partition(|(k, _)| k == root || k.starts_with(&bracket));
        self.0 = kept;
        crate::collection::tree::Tree::of(root, &taken)
    }

    /// `populate`: any value asks for the full store.
    pub fn populate(&mut self) -> bool {
        self.take_prefixed("populate")
    }

    /// Fails on the first parameter nobody took.
    pub fn finish(self) -> ApiResult<()> {
        match self.0.first() {
            None => Ok(()),
            Some((k, _)) if k.starts_with("filters") => {
                Err(bad_request(format!("Unknown filter: {k}")))
            }
            Some((k, _)) => Err(bad_request(format!("Unknown query parameter: {k}"))),
        }
    }

    /// A positive integer parameter within `range`, or `default`.
    pub fn int(
        &mut self,
        key: &str,
        default: u32,
        range: std::ops::RangeInclusive<u32>,
    ) -> ApiResult<u32> {
        match self.take(key) {
            None => Ok(default),
            Some(v) => v
                .trim()
                .parse::<u32>()
                .ok()
                .filter(|n| range.contains(n))
                .ok_or_else(|| {
                    bad_request(format!(
                        "{key} must be an integer from {} to {}",
                        range.start(),
                        range.end()
                    ))
                }),
        }
    }

    /// A number parameter within `range`.
    pub fn float(
        &mut self,
        key: &str,
        range: std::ops::RangeInclusive<f64>,
    ) -> ApiResult<Option<f64>> {
        match self.take(key) {
            None => Ok(None),
            Some(v) => v
                .trim()
                .parse::<f64>()
                .ok()
                .filter(|n| n.is_finite() && range.contains(n))
                .map(Some)
                .ok_or_else(|| {
                    bad_request(format!(
                        "{key} must be a number from {} to {}",
                        range.start(),
                        range.end()
                    ))
                }),
        }
    }

    /// A boolean parameter.
    pub fn boolean(&mut self, key: &str) -> ApiResult<Option<bool>> {
        match self.take(key).as_deref() {
            None => Ok(None),
            Some("true" | "1") => Ok(Some(true)),
            Some("false" | "0") => Ok(Some(false)),
            Some(_) => Err(bad_request(format!("{key} must be true or false"))),
        }
    }

    /// A text parameter of at most [`MAX_SEARCH_LEN`] characters.
    pub fn text(&mut self, key: &str) -> ApiResult<Option<String>> {
        match self.take(key) {
            None => Ok(None),
            Some(v) if v.chars().count() > MAX_SEARCH_LEN => Err(bad_request(format!(
                "{key} is too long: at most {MAX_SEARCH_LEN} characters"
            ))),
            Some(v) => Ok(Some(v)),
        }
    }

    /// Strapi pagination: `pagination[page]` and `pagination[pageSize]` (also `page`/`pageSize`
    /// where `plain` is set).
    pub fn pagination(&mut self, default_size: u32, plain: bool) -> ApiResult<Page> {
        let mut page = self.int("pagination[page]", 1, 1..=1_000_000)?;
        let mut size = self.int("pagination[pageSize]", default_size, 1..=MAX_PAGE_SIZE)?;
        self.take("pagination[withCount]");
        if plain {
            page = self.int("page", page, 1..=1_000_000)?;
            size = self.int("pageSize", size, 1..=MAX_PAGE_SIZE)?;
        }
        Ok(Page { page, size })
    }
}

/// A requested page.
#[derive(Debug, Clone, Copy)]
pub struct Page {
    pub page: u32,
    pub size: u32,
}

impl Page {
    /// The index range of this page in a list of `total`.
    pub fn range(&self, total: usize) -> std::ops::Range<usize> {
        let start = (self.page as usize - 1)
            .saturating_mul(self.size as usize)
            .min(total);
        start..(start + self.size as usize).min(total)
    }

    /// `meta.pagination` for a list of `total`.
    pub fn meta(&self, total: usize) -> Pagination {
        Pagination {
            page: self.page,
            page_size: self.size,
            page_count: total.div_ceil(self.size as usize) as u32,
            total: total as u64,
        }
    }
}
