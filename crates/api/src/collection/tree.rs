//! Bracketed query parameters read as a tree, the way Strapi's `qs` writes them:
//! `filters[$or][0][city][$eq]=Hudson` is the path `$or` → `0` → `city` → `$eq` under `filters`.

use crate::error::{ApiResult, bad_request};

/// Deepest nesting accepted under one parameter.
pub const MAX_DEPTH: usize = 12;

/// A parameter's value, or the parameters nested under it in the order they came.
#[derive(Debug, Clone, PartialEq)]
pub enum Tree {
    Leaf(String),
    Node(Vec<(String, Tree)>),
}

impl Tree {
    /// The tree of every `(key, value)` whose key is `root` or starts with `root[`; `None` when
    /// there is none. `root[]` appends to a list, as `qs` writes arrays.
    pub fn of(root: &str, pairs: &[(String, String)]) -> ApiResult<Option<Tree>> {
        let mut tree: Option<Tree> = None;
        for (key, value) in pairs {
            let Some(rest) = key.strip_prefix(root) else {
                continue;
            };
            let path = segments(key, rest)?;
            if path.len() > MAX_DEPTH {
                return Err(bad_request(format!(
                    "{key} is nested too deep: at most {MAX_DEPTH} levels"
                )));
            }
            insert(&mut tree, &path, value.clone(), key)?;
        }
        Ok(tree)
    }

    /// The nested parameters as a list: a node whose keys are 0, 1, 2, ... in any order, or a
    /// single value (a list of one); `None` for a node with other keys.
    pub fn as_list(&self) -> Option<Vec<&Tree>> {
        match self {
            Tree::Leaf(_) => Some(vec![self]),
            Tree::Node(children) => {
                let mut indexed: Vec<(usize, &Tree)> = Vec::with_capacity(children.len());
                for (k, v) in children {
                    indexed.push((k.parse().ok()?, v));
                }
                indexed.sort_by_key(|(i, _)| *i);
                Some(indexed.into_iter().map(|(_, v)| v).collect())
            }
        }
    }
}

/// `[a][b][]` → `["a", "b", ""]`; anything else after the root is a 400.
fn segments(key: &str, mut rest: &str) -> ApiResult<Vec<String>> {
    let mut out = Vec::new();
    while !rest.is_empty() {
        let inner = rest
            .strip_prefix('[')
            .and_then(|r| r.split_once(']'))
            .ok_or_else(|| bad_request(format!("Malformed query parameter: {key}")))?;
        out.push(inner.0.to_string());
        rest = inner.1;
    }
    Ok(out)
}

fn insert(slot: &mut Option<Tree>, path: &[String], value: String, key: &str) -> ApiResult<()> {
    let conflict = || bad_request(format!("Query parameter {key} is given twice"));
    let Some((first, rest)) = path.split_first() else {
        return match slot {
            None => {
                *slot = Some(Tree::Leaf(value));
                Ok(())
            }
            Some(_) => Err(conflict()),
        };
    };
    let children = match slot.get_or_insert_with(|| Tree::Node(Vec::new())) {
        Tree::Node(children) => children,
        Tree::Leaf(_) => return Err(conflict()),
    };
    let name = if first.is_empty() {
        children.len().to_string()
    } else {
        first.clone()
    };
    match children.iter_mut().find(|(k, _)| *k == name) {
        Some((_, child)) => {
            let mut taken = Some(std::mem::replace(child, Tree::Leaf(String::new())));
            insert(&mut taken, rest, value, key)?;
            *child = taken.unwrap_or(Tree::Leaf(String::new()));
            Ok(())
        }
        None => {
            let mut fresh = None;
            insert(&mut fresh, rest, value, key)?;
            if let Some(t) = fresh {
                children.push((name, t));
            }
            Ok(())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pairs(q: &str) -> Vec<(String, String)> {
        form_urlencoded::parse(q.as_bytes())
            .map(|(k, v)| (k.into_owned(), v.into_owned()))
            .collect()
    }

    #[test]
    fn nests_brackets_and_appends_lists() {
        let t = Tree::of(
            "filters",
            &pairs("filters[$or][0][city][$eq]=A&filters[$or][1][city][$eq]=B&filters[id][$in][]=1&filters[id][$in][]=2&sort=x"),
        )
        .unwrap()
        .unwrap();
        let Tree::Node(top) = &t else { panic!() };
        assert_eq!(top[0].0, "$or");
        assert_eq!(top[0].1.as_list().unwrap().len(), 2);
        assert_eq!(top[1].0, "id");
        let Tree::Node(id) = &top[1].1 else { panic!() };
        assert_eq!(
            id[0].1,
            Tree::Node(vec![
                ("0".into(), Tree::Leaf("1".into())),
                ("1".into(), Tree::Leaf("2".into()))
            ])
        );
    }

    #[test]
    fn refuses_malformed_and_conflicting_keys() {
        assert!(Tree::of("filters", &pairs("filters[name=x")).is_err());
        assert!(Tree::of("filters", &pairs("filters[name]=x&filters[name][$eq]=y")).is_err());
        assert!(Tree::of("filters", &pairs("filters[name]=x&filters[name]=y")).is_err());
        assert_eq!(Tree::of("filters", &pairs("sort=x")).unwrap(), None);
        let deep = format!("filters{}=1", "[$not]".repeat(MAX_DEPTH + 1));
        assert!(Tree::of("filters", &pairs(&deep)).is_err());
    }
}
