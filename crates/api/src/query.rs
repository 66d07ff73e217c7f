//! Query-string parsing in the Strapi dialect: every parameter must be taken by the handler, and
//! whatever is left is a 400 naming it.

use crate::error::{ApiResult, bad_request};
use crate::views::Pagination;

/// Longest accepted query string, in bytes.
pub(crate) const MAX_QUERY_LEN: usize = 2048;
/// Longest accepted search text, in characters.
pub(crate) const MAX_SEARCH_LEN: usize = 200;
/// Largest page size.
pub(crate) const MAX_PAGE_SIZE: u32 = 100;

/// The parameters of one request.
#[derive(Debug, Default)]
pub(crate) struct Params(Vec<(String, String)>);

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

    /// Removes every parameter whose name starts with `prefix`; returns whether there was one.
    pub fn take_prefixed(&mut self, prefix: &str) -> bool {
        let before = self.0.len();
        self.0.retain(|(k, _)| !k.starts_with(prefix));
        before != self.0.len()
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
pub(crate) struct Page {
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
