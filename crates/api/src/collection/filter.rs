//! Strapi 5's `filters`: a tree of conditions on a collection's fields, checked against its schema
//! when parsed and evaluated over any [`Doc`].
//!
//! Rules beyond Strapi's own wording (docs/api.md lists them):
//! - the `i` operators (`$eqi`, `$containsi`, ...) compare ignoring case, accents and apostrophes,
//!   as the directory's name search does;
//! - through a list (a to-many relation, a list of strings) a condition holds when one of the
//!   values satisfies it, and a negated one (`$ne`, `$notIn`, `$notContains`...) when none does;
//!   an empty field satisfies every negated condition and no other, except `$null`.

use std::borrow::Cow;
use std::cmp::Ordering;

use antiques_model::text::fold;
use chrono::{DateTime, NaiveDate, Utc};
use serde_json::Value;

use super::schema::{Field, Kind, Schema};
use super::tree::Tree;
use crate::error::{ApiResult, bad_request};

/// Most values in one `$in` / `$notIn`.
pub const MAX_IN_VALUES: usize = 100;
/// Most conditions in one query.
pub const MAX_CONDITIONS: usize = 50;

/// A field's value as filters and sorts compare it.
#[derive(Debug, Clone, PartialEq)]
pub enum Val<'a> {
    Text(Cow<'a, str>),
    Num(f64),
    Bool(bool),
    /// Microseconds since 1970 (a date is its midnight, UTC).
    Time(i64),
}

/// Which form of a text field a condition wants.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Form {
    AsWritten,
    /// [`fold`]ed: lower case, no accents, single spaces.
    Folded,
}

/// The path of a condition: a field, or a relation and one of its fields.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Path {
    pub field: &'static Field,
    pub sub: Option<&'static Field>,
}

impl Path {
    /// The field whose values are compared.
    pub fn leaf(&self) -> &'static Field {
        self.sub.unwrap_or(self.field)
    }
}

/// A document a query reads.
pub trait Doc {
    /// Calls `each` with every value at `path` (none when the field is null or an empty list)
    /// until it returns true; returns whether it did.
    fn any(&self, path: &Path, form: Form, each: &mut dyn FnMut(&Val) -> bool) -> bool;

    /// The value a sort on `field` orders by (the first, for a list).
    fn sort_value(&self, field: &'static Field) -> Option<Val<'static>> {
        let mut found = None;
        self.any(
            &Path { field, sub: None },
            Form::AsWritten,
            &mut |v: &Val| {
                found = Some(match v {
                    Val::Text(t) => Val::Text(Cow::Owned(t.to_string())),
                    Val::Num(n) => Val::Num(*n),
                    Val::Bool(b) => Val::Bool(*b),
                    Val::Time(t) => Val::Time(*t),
                });
                true
            },
        );
        found
    }
}

/// What [`Filter::each_condition`] calls: the path, operator, values and parameter of a condition.
pub type ConditionVisitor<'a> = dyn FnMut(&Path, Op, &[Val], &str) -> ApiResult<()> + 'a;

/// What a condition asks of a value.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Op {
    Eq,
    EqI,
    Lt,
    Lte,
    Gt,
    Gte,
    In,
    Contains,
    ContainsI,
    StartsWith,
    StartsWithI,
    EndsWith,
    EndsWithI,
    Between,
    /// `$null`: whether the field is empty.
    Null,
}

/// A parsed `filters` tree.
#[derive(Debug, Clone, PartialEq)]
pub enum Filter {
    All(Vec<Filter>),
    Any(Vec<Filter>),
    Not(Box<Filter>),
    Cond {
        path: Path,
        op: Op,
        /// Whether no value may satisfy `op` (the `$ne`, `$notIn`, `$notContains`... forms).
        negated: bool,
        values: Vec<Val<'static>>,
        /// The query parameter it came from, for messages.
        param: String,
    },
}

/// The operators, their meaning, and whether they take a list.
const OPERATORS: &[(&str, Op, bool)] = &[
    ("$eq", Op::Eq, false),
    ("$eqi", Op::EqI, false),
    ("$ne", Op::Eq, true),
    ("$nei", Op::EqI, true),
    ("$lt", Op::Lt, false),
    ("$lte", Op::Lte, false),
    ("$gt", Op::Gt, false),
    ("$gte", Op::Gte, false),
    ("$in", Op::In, false),
    ("$notIn", Op::In, true),
    ("$contains", Op::Contains, false),
    ("$notContains", Op::Contains, true),
    ("$containsi", Op::ContainsI, false),
    ("$notContainsi", Op::ContainsI, true),
    ("$startsWith", Op::StartsWith, false),
    ("$startsWithi", Op::StartsWithI, false),
    ("$endsWith", Op::EndsWith, false),
    ("$endsWithi", Op::EndsWithI, false),
    ("$between", Op::Between, false),
    ("$null", Op::Null, false),
    ("$notNull", Op::Null, true),
];

impl Filter {
    /// The filter of a `filters` tree over `schema`; every unknown field or operator is a 400
    /// naming the parameter.
    pub fn parse(tree: &Tree, schema: &Schema) -> ApiResult<Filter> {
        let mut count = 0;
        let filter = parse_group(tree, schema, "filters", &mut count)?;
        Ok(filter)
    }

    /// Calls `each` with every condition of the filter.
    pub fn each_condition(&self, each: &mut ConditionVisitor) -> ApiResult<()> {
        match self {
            Filter::All(list) | Filter::Any(list) => {
                list.iter().try_for_each(|f| f.each_condition(each))
            }
            Filter::Not(f) => f.each_condition(each),
            Filter::Cond {
                path,
                op,
                values,
                param,
                ..
            } => each(path, *op, values, param),
        }
    }

    /// Whether `doc` satisfies this filter.
    pub fn matches(&self, doc: &dyn Doc) -> bool {
        match self {
            Filter::All(all) => all.iter().all(|f| f.matches(doc)),
            Filter::Any(any) => any.iter().any(|f| f.matches(doc)),
            Filter::Not(f) => !f.matches(doc),
            Filter::Cond {
                path,
                op,
                negated,
                values,
                ..
            } => {
                let form = match op {
                    Op::EqI | Op::ContainsI | Op::StartsWithI | Op::EndsWithI => Form::Folded,
                    _ => Form::AsWritten,
                };
                let hit = match op {
                    Op::Null => !doc.any(path, form, &mut |_| true),
                    _ => doc.any(path, form, &mut |v| test(*op, v, values)),
                };
                hit != *negated
            }
        }
    }
}

/// Whether one value satisfies `op` against the condition's `values` (folded already for the
/// `i` operators).
fn test(op: Op, v: &Val, values: &[Val]) -> bool {
    let text = |want: &Val, f: &dyn Fn(&str, &str) -> bool| match (v, want) {
        (Val::Text(have), Val::Text(want)) => f(have, want),
        _ => false,
    };
    let cmp = |want: &Val| same_kind_cmp(v, want);
    match op {
        Op::Eq | Op::EqI => cmp(&values[0]) == Some(Ordering::Equal),
        Op::In => values.iter().any(|w| cmp(w) == Some(Ordering::Equal)),
        Op::Lt => cmp(&values[0]) == Some(Ordering::Less),
        Op::Lte => matches!(cmp(&values[0]), Some(Ordering::Less | Ordering::Equal)),
        Op::Gt => cmp(&values[0]) == Some(Ordering::Greater),
        Op::Gte => matches!(cmp(&values[0]), Some(Ordering::Greater | Ordering::Equal)),
        Op::Between => {
            matches!(cmp(&values[0]), Some(Ordering::Greater | Ordering::Equal))
                && matches!(cmp(&values[1]), Some(Ordering::Less | Ordering::Equal))
        }
        Op::Contains | Op::ContainsI => text(&values[0], &|h, w| h.contains(w)),
        Op::StartsWith | Op::StartsWithI => text(&values[0], &|h, w| h.starts_with(w)),
        Op::EndsWith | Op::EndsWithI => text(&values[0], &|h, w| h.ends_with(w)),
        Op::Null => true,
    }
}

/// Order of two values of the same kind, as written (`None` across kinds).
fn same_kind_cmp(a: &Val, b: &Val) -> Option<Ordering> {
    match (a, b) {
        (Val::Text(a), Val::Text(b)) => Some(a.as_ref().cmp(b.as_ref())),
        (Val::Num(a), Val::Num(b)) => a.partial_cmp(b),
        (Val::Bool(a), Val::Bool(b)) => Some(a.cmp(b)),
        (Val::Time(a), Val::Time(b)) => Some(a.cmp(b)),
        _ => None,
    }
}

/// A node of conditions joined by "and": fields, `$and`, `$or`, `$not`.
fn parse_group(tree: &Tree, schema: &Schema, at: &str, count: &mut usize) -> ApiResult<Filter> {
    let Tree::Node(children) = tree else {
        return Err(bad_request(format!(
            "{at} must name a field or $and, $or, $not"
        )));
    };
    let mut all = Vec::with_capacity(children.len());
    for (key, child) in children {
        let here = format!("{at}[{key}]");
        all.push(match key.as_str() {
            "$and" | "$or" => {
                let items = child.as_list().ok_or_else(|| {
                    bad_request(format!(
                        "{here} must be a list: {here}[0][...], {here}[1][...]"
                    ))
                })?;
                let parts = items
                    .iter()
                    .enumerate()
                    .map(|(i, t)| parse_group(t, schema, &format!("{here}[{i}]"), count))
                    .collect::<ApiResult<Vec<_>>>()?;
                if key == "$and" {
                    Filter::All(parts)
                } else {
                    Filter::Any(parts)
                }
            }
            "$not" => Filter::Not(Box::new(parse_group(child, schema, &here, count)?)),
            name => {
                let field = schema
                    .field(name)
                    .filter(|f| f.filterable())
                    .ok_or_else(|| {
                        bad_request(format!(
                            "Unknown filter: {here}. The fields of {} that filters accept: {}",
                            schema.name,
                            schema.names(Field::filterable)
                        ))
                    })?;
                parse_field(child, field, &here, count)?
            }
        });
    }
    Ok(match all.len() {
        1 => all.pop().unwrap_or(Filter::All(Vec::new())),
        _ => Filter::All(all),
    })
}

/// The conditions on one field: a value (`$eq`), operators, `$not`, or a relation's fields.
fn parse_field(
    tree: &Tree,
    field: &'static Field,
    at: &str,
    count: &mut usize,
) -> ApiResult<Filter> {
    if let Kind::Relation(fields) = field.kind {
        let Tree::Node(children) = tree else {
            return Err(bad_request(format!(
                "{at} is a relation: filter one of its fields, e.g. {at}[slug][$eq]"
            )));
        };
        let mut all = Vec::with_capacity(children.len());
        for (key, child) in children {
            let here = format!("{at}[{key}]");
            let sub = fields.iter().find(|f| f.name == *key).ok_or_else(|| {
                bad_request(format!(
                    "Unknown filter: {here}. Fields of {}: {}",
                    field.name,
                    fields.iter().map(|f| f.name).collect::<Vec<_>>().join(", ")
                ))
            })?;
            all.push(parse_ops(
                child,
                Path {
                    field,
                    sub: Some(sub),
                },
                &here,
                count,
            )?);
        }
        return Ok(Filter::All(all));
    }
    parse_ops(tree, Path { field, sub: None }, at, count)
}

fn parse_ops(tree: &Tree, path: Path, at: &str, count: &mut usize) -> ApiResult<Filter> {
    let children = match tree {
        // The shorthand `filters[field]=value` is `$eq`.
        Tree::Leaf(_) => vec![("$eq".to_string(), tree.clone())],
        Tree::Node(children) => children.clone(),
    };
    let mut all = Vec::with_capacity(children.len());
    for (key, child) in &children {
        let here = format!("{at}[{key}]");
        if key == "$not" {
            all.push(Filter::Not(Box::new(parse_ops(child, path, &here, count)?)));
            continue;
        }
        if key == "$or" || key == "$and" {
            let items = child
                .as_list()
                .ok_or_else(|| bad_request(format!("{here} must be a list")))?;
            let parts = items
                .iter()
                .enumerate()
                .map(|(i, t)| parse_ops(t, path, &format!("{here}[{i}]"), count))
                .collect::<ApiResult<Vec<_>>>()?;
            all.push(if key == "$or" {
                Filter::Any(parts)
            } else {
                Filter::All(parts)
            });
            continue;
        }
        let &(_, op, negated) = OPERATORS
            .iter()
            .find(|(name, _, _)| name == key)
            .ok_or_else(|| {
                bad_request(format!(
                    "Unknown filter operator: {here}. Operators: {}, $and, $or, $not",
                    OPERATORS.iter().map(|o| o.0).collect::<Vec<_>>().join(", ")
                ))
            })?;
        *count += 1;
        if *count > MAX_CONDITIONS {
            return Err(bad_request(format!(
                "Too many filter conditions: at most {MAX_CONDITIONS}"
            )));
        }
        let leaf = path.leaf();
        let texty = matches!(leaf.kind, Kind::Text | Kind::Texts);
        let needs_text = matches!(
            op,
            Op::EqI
                | Op::Contains
                | Op::ContainsI
                | Op::StartsWith
                | Op::StartsWithI
                | Op::EndsWith
                | Op::EndsWithI
        );
        if needs_text && !texty {
            return Err(bad_request(format!(
                "{here}: {key} compares text, and {} is not text",
                leaf.name
            )));
        }
        let folded = matches!(
            op,
            Op::EqI | Op::ContainsI | Op::StartsWithI | Op::EndsWithI
        );
        let raw: Vec<&str> = match op {
            Op::In | Op::Between => child
                .as_list()
                .and_then(|l| {
                    l.iter()
                        .map(|t| match t {
                            Tree::Leaf(v) => Some(v.as_str()),
                            Tree::Node(_) => None,
                        })
                        .collect()
                })
                .ok_or_else(|| {
                    bad_request(format!("{here} takes a list: {here}[0]=…&{here}[1]=…"))
                })?,
            _ => match child {
                Tree::Leaf(v) => vec![v.as_str()],
                Tree::Node(_) => return Err(bad_request(format!("{here} takes one value"))),
            },
        };
        if op == Op::In && raw.len() > MAX_IN_VALUES {
            return Err(bad_request(format!(
                "{here} has too many values: at most {MAX_IN_VALUES}"
            )));
        }
        if op == Op::Between && raw.len() != 2 {
            return Err(bad_request(format!("{here} takes two values: [0] and [1]")));
        }
        let values = if op == Op::Null {
            // `$null=true` asks for empty fields, `$null=false` for filled ones.
            let wants_empty = parse_bool(raw[0])
                .ok_or_else(|| bad_request(format!("{here} must be true or false")))?;
            all.push(Filter::Cond {
                path,
                op,
                negated: negated == wants_empty,
                values: Vec::new(),
                param: here,
            });
            continue;
        } else {
            raw.iter()
                .map(|v| typed(v, leaf, folded, &here))
                .collect::<ApiResult<Vec<_>>>()?
        };
        if folded
            && values
                .iter()
                .any(|v| matches!(v, Val::Text(t) if t.is_empty()))
        {
            return Err(bad_request(format!(
                "{here} must contain a letter or digit"
            )));
        }
        all.push(Filter::Cond {
            path,
            op,
            negated,
            values,
            param: here,
        });
    }
    Ok(match all.len() {
        1 => all.pop().unwrap_or(Filter::All(Vec::new())),
        _ => Filter::All(all),
    })
}

fn parse_bool(v: &str) -> Option<bool> {
    match v {
        "true" | "1" => Some(true),
        "false" | "0" => Some(false),
        _ => None,
    }
}

/// A value of the query as the field's kind; 400 when it is not one.
fn typed(v: &str, field: &Field, folded: bool, at: &str) -> ApiResult<Val<'static>> {
    match field.kind {
        Kind::Text | Kind::Texts => Ok(Val::Text(Cow::Owned(if folded {
            fold(v)
        } else {
            v.to_string()
        }))),
        Kind::Number => v
            .trim()
            .parse::<f64>()
            .ok()
            .filter(|n| n.is_finite())
            .map(Val::Num)
            .ok_or_else(|| bad_request(format!("{at} must be a number, got {v:?}"))),
        Kind::Bool => parse_bool(v)
            .map(Val::Bool)
            .ok_or_else(|| bad_request(format!("{at} must be true or false, got {v:?}"))),
        Kind::Time => time(v).map(Val::Time).ok_or_else(|| {
            bad_request(format!(
                "{at} must be a date (2026-05-01) or a date and time (2026-05-01T09:00:00Z), got {v:?}"
            ))
        }),
        Kind::Relation(_) | Kind::Component | Kind::Data => {
            Err(bad_request(format!("{at}: {} cannot be filtered", field.name)))
        }
    }
}

/// Microseconds since 1970 of an ISO 8601 date or date and time.
pub fn time(v: &str) -> Option<i64> {
    let v = v.trim();
    if let Ok(t) = DateTime::parse_from_rfc3339(v) {
        return Some(t.with_timezone(&Utc).timestamp_micros());
    }
    NaiveDate::parse_from_str(v, "%Y-%m-%d")
        .ok()
        .and_then(|d| d.and_hms_opt(0, 0, 0))
        .map(|t| t.and_utc().timestamp_micros())
}

/// A document that is plain JSON: the reference collections, and any store read whole.
pub struct JsonDoc<'a>(pub &'a Value);

impl JsonDoc<'_> {
    fn each_of(
        value: &Value,
        field: &Field,
        form: Form,
        each: &mut dyn FnMut(&Val) -> bool,
    ) -> bool {
        match value {
            Value::Array(items) => items.iter().any(|v| Self::each_of(v, field, form, each)),
            Value::Null => false,
            v => json_val(v, field, form).is_some_and(|v| each(&v)),
        }
    }
}

/// A JSON scalar as the value of `field`.
pub fn json_val<'v>(v: &'v Value, field: &Field, form: Form) -> Option<Val<'v>> {
    match (v, field.kind) {
        (Value::String(s), Kind::Time) => time(s).map(Val::Time),
        (Value::String(s), _) => Some(Val::Text(match form {
            Form::AsWritten => Cow::Borrowed(s.as_str()),
            Form::Folded => Cow::Owned(fold(s)),
        })),
        (Value::Number(n), _) => n.as_f64().map(Val::Num),
        (Value::Bool(b), _) => Some(Val::Bool(*b)),
        _ => None,
    }
}

impl Doc for JsonDoc<'_> {
    fn any(&self, path: &Path, form: Form, each: &mut dyn FnMut(&Val) -> bool) -> bool {
        let Some(value) = self.0.get(path.field.name) else {
            return false;
        };
        match path.sub {
            None => Self::each_of(value, path.field, form, each),
            Some(sub) => {
                let mut related = |r: &Value| {
                    r.get(sub.name)
                        .is_some_and(|v| Self::each_of(v, sub, form, each))
                };
                match value {
                    Value::Array(items) => items.iter().any(&mut related),
                    Value::Object(_) => related(value),
                    _ => false,
                }
            }
        }
    }
}
