//! The directory's reference data in its database: the regions, states and DC, categories, hotspot
//! towns and buying guides of `antiques_seed::reference`. `migrate`, `serve`, `seed` and `import`
//! write the records that are missing, so a new directory has its towns and categories before its
//! first import (which maps a row's categories onto them and gives each store its nearest town).
//!
//! Only absent records are written, never over a stored one: what editors changed stays as they
//! left it, and a second run writes nothing. A hotspot town, category or guide an editor deleted in
//! the console stays deleted: its history ends with that deletion.

use std::collections::HashSet;

use antiques_model::Catalog;
use antiques_storage::{Db, RecordKind, action};
use anyhow::Context;

/// Writes the reference records the database lacks; returns what was written.
pub async fn write_missing(db: &Db) -> anyhow::Result<Catalog> {
    let stored = db
        .load_reference()
        .await
        .context("cannot read the reference data")?;
    let reference = antiques_seed::reference();
    let mut missing = missing(reference.clone(), &stored);
    drop_deleted_by_editors(db, &mut missing).await?;
    if !is_empty(&missing) {
        db.upsert_reference(&in_reference_order(reference, &stored, &missing))
            .await
            .context("cannot write the reference data")?;
    }
    Ok(missing)
}

/// The reference lists with each stored record in place of its reference version and the missing
/// ones where the reference has them: storage numbers a list's positions in order and skips what it
/// already holds unchanged, so a record written back alone keeps its place (a town added in a later
/// release sorts where it belongs, not first).
fn in_reference_order(reference: Catalog, stored: &Catalog, missing: &Catalog) -> Catalog {
    Catalog {
        regions: merged(reference.regions, &stored.regions, &missing.regions, |r| {
            &r.slug
        }),
        states: merged(reference.states, &stored.states, &missing.states, |s| {
            &s.code
        }),
        categories: merged(
            reference.categories,
            &stored.categories,
            &missing.categories,
            |c| &c.slug,
        ),
        hotspots: merged(
            reference.hotspots,
            &stored.hotspots,
            &missing.hotspots,
            |h| &h.slug,
        ),
        guides: missing.guides.clone(),
        ..Catalog::default()
    }
}

fn merged<T: Clone>(
    reference: Vec<T>,
    stored: &[T],
    missing: &[T],
    key: impl Fn(&T) -> &str,
) -> Vec<T> {
    reference
        .iter()
        .filter_map(|r| {
            let k = key(r);
            stored.iter().chain(missing).find(|s| key(s) == k).cloned()
        })
        .collect()
}

/// The records of `reference` whose key (a region's slug, a state's code, the others' slugs) is
/// not in `stored`. Storage's upsert would overwrite records that differ, so the difference is
/// taken here.
fn missing(reference: Catalog, stored: &Catalog) -> Catalog {
    Catalog {
        regions: absent(reference.regions, &stored.regions, |r| &r.slug),
        states: absent(reference.states, &stored.states, |s| &s.code),
        categories: absent(reference.categories, &stored.categories, |c| &c.slug),
        hotspots: absent(reference.hotspots, &stored.hotspots, |h| &h.slug),
        guides: absent(reference.guides, &stored.guides, |g| &g.slug),
        ..Catalog::default()
    }
}

fn absent<T>(wanted: Vec<T>, stored: &[T], key: impl Fn(&T) -> &str) -> Vec<T> {
    let have: HashSet<&str> = stored.iter().map(&key).collect();
    wanted
        .into_iter()
        .filter(|r| !have.contains(key(r)))
        .collect()
}

/// Leaves out the records editors deleted (regions and states have no editor: they stay).
async fn drop_deleted_by_editors(db: &Db, missing: &mut Catalog) -> anyhow::Result<()> {
    missing.categories = not_deleted(
        db,
        RecordKind::Category,
        std::mem::take(&mut missing.categories),
        |c| &c.slug,
    )
    .await?;
    missing.hotspots = not_deleted(
        db,
        RecordKind::Hotspot,
        std::mem::take(&mut missing.hotspots),
        |h| &h.slug,
    )
    .await?;
    missing.guides = not_deleted(
        db,
        RecordKind::Guide,
        std::mem::take(&mut missing.guides),
        |g| &g.slug,
    )
    .await?;
    Ok(())
}

async fn not_deleted<T>(
    db: &Db,
    kind: RecordKind,
    records: Vec<T>,
    slug: impl Fn(&T) -> &str,
) -> anyhow::Result<Vec<T>> {
    let mut kept = Vec::with_capacity(records.len());
    for record in records {
        let last = db
            .revisions_of(kind.entity(), slug(&record), 1)
            .await
            .context("cannot read the history")?;
        // An absent record whose last revision is a deletion was removed in the console on purpose.
        let deleted = last.first().is_some_and(|r| r.action == action::DELETE);
        if !deleted {
            kept.push(record);
        }
    }
    Ok(kept)
}

/// Whether `c` holds no reference record (what [`write_missing`] returns when it wrote nothing).
pub fn is_empty(c: &Catalog) -> bool {
    c.regions.is_empty()
        && c.states.is_empty()
        && c.categories.is_empty()
        && c.hotspots.is_empty()
        && c.guides.is_empty()
}

/// What [`write_missing`] wrote, for a message: `4 regions, 51 states, ...`, or `nothing`.
pub fn describe(written: &Catalog) -> String {
    let parts: Vec<String> = [
        (written.regions.len(), "region", "regions"),
        (written.states.len(), "state", "states"),
        (written.categories.len(), "category", "categories"),
        (written.hotspots.len(), "hotspot town", "hotspot towns"),
        (written.guides.len(), "guide", "guides"),
    ]
    .into_iter()
    .filter(|(n, ..)| *n > 0)
    .map(|(n, one, many)| format!("{n} {}", if n == 1 { one } else { many }))
    .collect();
    if parts.is_empty() {
        "nothing".to_string()
    } else {
        parts.join(", ")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_absent_records_are_missing_and_stored_ones_are_left_as_they_are() {
        let reference = antiques_seed::reference();
        let mut stored = reference.clone();
        stored.categories[0].name = "Renamed by an editor".into();
        let gone = stored.hotspots.remove(2);
        stored.states.truncate(10);

        let missing = missing(reference.clone(), &stored);
        assert_eq!(missing.hotspots, vec![gone]);
        assert_eq!(missing.states, reference.states[10..].to_vec());
        assert!(
            missing.categories.is_empty(),
            "a changed record is not missing"
        );
        assert!(missing.regions.is_empty() && missing.guides.is_empty());
        assert_eq!(describe(&missing), "41 states, 1 hotspot town");
    }

    #[test]
    fn an_empty_database_misses_everything() {
        let reference = antiques_seed::reference();
        let missing = missing(reference.clone(), &Catalog::default());
        assert_eq!(missing, reference);
        assert!(describe(&Catalog::default()) == "nothing");
    }
}
