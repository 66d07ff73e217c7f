//! A grid of store coordinates for nearest-store queries.

use std::collections::HashMap;
use std::sync::Arc;

use antiques_model::geo::distance_km;

/// Cell size in degrees.
const CELL: f64 = 0.5;
const KM_PER_DEGREE: f64 = 111.19;

/// Stores (by slot) bucketed by half-degree cells. Cells are shared between snapshots: a change
/// copies the map of cells (a few thousand pointers) and the one or two cells it touches.
#[derive(Debug, Default, Clone)]
pub struct Grid {
    cells: HashMap<(i32, i32), Arc<Vec<Point>>>,
}

/// A store slot and its coordinates.
type Point = (u32, f64, f64);

fn cell(v: f64) -> i32 {
    (v / CELL).floor() as i32
}

/// The coordinates of a store, when it has usable ones.
fn usable(lat: Option<f64>, lng: Option<f64>) -> Option<(f64, f64)> {
    match (lat, lng) {
        (Some(lat), Some(lng)) if lat.is_finite() && lng.is_finite() => Some((lat, lng)),
        _ => None,
    }
}

impl Grid {
    /// Buckets the stores with coordinates (slot, latitude, longitude).
    pub fn build(points: impl Iterator<Item = (u32, Option<f64>, Option<f64>)>) -> Self {
        let mut cells: HashMap<(i32, i32), Vec<Point>> = HashMap::new();
        for (slot, lat, lng) in points {
            if let Some((lat, lng)) = usable(lat, lng) {
                cells
                    .entry((cell(lat), cell(lng)))
                    .or_default()
                    .push((slot, lat, lng));
            }
        }
        Grid {
            cells: cells.into_iter().map(|(k, v)| (k, Arc::new(v))).collect(),
        }
    }

    /// Adds the store in `slot`.
    pub fn add(&mut self, slot: u32, lat: Option<f64>, lng: Option<f64>) {
        if let Some((lat, lng)) = usable(lat, lng) {
            let list = self.cells.entry((cell(lat), cell(lng))).or_default();
            Arc::make_mut(list).push((slot, lat, lng));
        }
    }

    /// Removes the store in `slot`, which was at these coordinates.
    pub fn remove(&mut self, slot: u32, lat: Option<f64>, lng: Option<f64>) {
        let Some((lat, lng)) = usable(lat, lng) else {
            return;
        };
        let key = (cell(lat), cell(lng));
        if let Some(list) = self.cells.get_mut(&key) {
            Arc::make_mut(list).retain(|p| p.0 != slot);
            if list.is_empty() {
                self.cells.remove(&key);
            }
        }
    }

    /// Up to `n` stores within `radius_km` of a point, nearest first, skipping `except`; equal
    /// distances in the order `rank` gives the slots (the name order).
    pub fn nearest(
        &self,
        lat: f64,
        lng: f64,
        radius_km: f64,
        n: usize,
        except: Option<u32>,
        rank: &[u32],
    ) -> Vec<(u32, f64)> {
        let dlat = radius_km / KM_PER_DEGREE;
        let max_abs_lat = (lat.abs() + dlat).min(89.0);
        let dlng =
            (radius_km / (KM_PER_DEGREE * max_abs_lat.to_radians().cos().max(0.01))).min(180.0);
        let mut found = Vec::new();
        for cy in cell(lat - dlat)..=cell(lat + dlat) {
            for cx in cell(lng - dlng)..=cell(lng + dlng) {
                let Some(list) = self.cells.get(&(cy, cx)) else {
                    continue;
                };
                for &(i, la, lo) in list.iter() {
                    if Some(i) == except {
                        continue;
                    }
                    let d = distance_km(lat, lng, la, lo);
                    if d <= radius_km {
                        found.push((i, d));
                    }
                }
            }
        }
        found.sort_by(|a, b| {
            a.1.total_cmp(&b.1)
                .then(rank[a.0 as usize].cmp(&rank[b.0 as usize]))
        });
        found.truncate(n);
        found
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_nearest_within_radius() {
        let mut g = Grid::build(
            [
                (0, Some(30.0), Some(-96.0)),
                (1, Some(30.1), Some(-96.0)),
                (2, Some(35.0), Some(-90.0)),
                (3, None, None),
            ]
            .into_iter(),
        );
        let rank = [0, 1, 2, 3];
        let near = g.nearest(30.0, -96.0, 50.0, 10, None, &rank);
        assert_eq!(near.iter().map(|x| x.0).collect::<Vec<_>>(), [0, 1]);
        assert_eq!(g.nearest(30.0, -96.0, 50.0, 10, Some(0), &rank).len(), 1);
        g.remove(1, Some(30.1), Some(-96.0));
        g.add(1, Some(35.0), Some(-90.0));
        assert_eq!(g.nearest(30.0, -96.0, 50.0, 10, None, &rank).len(), 1);
        assert_eq!(g.nearest(35.0, -90.0, 1.0, 10, None, &rank).len(), 2);
    }
}
