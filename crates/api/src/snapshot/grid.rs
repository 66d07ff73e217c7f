//! A grid of store coordinates for nearest-store queries.

use std::collections::HashMap;
use std::sync::Arc;

use antiques_model::geo::distance_km;

/// Cell size in degrees.
const CELL: f64 = 0.5;
const KM_PER_DEGREE: f64 = 111.19;

/// The first circle searched for the nearest stores at any distance, in kilometres; each next one
/// is four times wider (sixteen times the area), so the circles before the last one cost at most a
/// fifteenth more than it.
const FIRST_CIRCLE_KM: f64 = 100.0;
/// Half the Earth's circumference, rounded up: every point is within it of every other.
const EVERYWHERE_KM: f64 = 20_100.0;

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

    /// The latitude and longitude spans around a point that hold every point within `radius_km`
    /// of it (a great circle spans at least as many degrees of latitude as it has kilometres over
    /// [`KM_PER_DEGREE`], and of longitude at the highest latitude it reaches).
    fn spans(lat: f64, radius_km: f64) -> (f64, f64) {
        let dlat = radius_km / KM_PER_DEGREE;
        let max_abs_lat = (lat.abs() + dlat).min(89.0);
        let dlng =
            (radius_km / (KM_PER_DEGREE * max_abs_lat.to_radians().cos().max(0.01))).min(180.0);
        (dlat, dlng)
    }

    /// The points of the cells that hold the box of `dlat` and `dlng` degrees around a point.
    fn points_around(
        &self,
        lat: f64,
        lng: f64,
        (dlat, dlng): (f64, f64),
    ) -> Box<dyn Iterator<Item = &Point> + '_> {
        let (ys, xs) = (
            cell(lat - dlat)..=cell(lat + dlat),
            cell(lng - dlng)..=cell(lng + dlng),
        );
        let in_box = (ys.end() - ys.start() + 1) as usize * (xs.end() - xs.start() + 1) as usize;
        if in_box <= self.cells.len() {
            Box::new(
                ys.flat_map(move |cy| xs.clone().map(move |cx| (cy, cx)))
                    .filter_map(|key| self.cells.get(&key))
                    .flat_map(|list| list.iter()),
            )
        } else {
            // A box of more cells than hold stores (a wide circle): every cell with stores is
            // tested instead of every cell of the box looked up.
            Box::new(
                self.cells
                    .iter()
                    .filter(move |((cy, cx), _)| ys.contains(cy) && xs.contains(cx))
                    .flat_map(|(_, list)| list.iter()),
            )
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
        let points = self.points_around(lat, lng, Grid::spans(lat, radius_km));
        Grid::nearest_of(points, lat, lng, radius_km, n, |i| Some(i) != except, rank)
    }

    /// Up to `n` stores that `keep` holds nearest to a point, at any distance, nearest first (equal
    /// distances in the order `rank` gives the slots). Searched in widening circles: when `n`
    /// stores are within one, no store beyond it can be nearer, so the stores far away are only
    /// measured when too few near the point are kept.
    pub fn nearest_kept(
        &self,
        lat: f64,
        lng: f64,
        n: usize,
        keep: impl Fn(u32) -> bool,
        rank: &[u32],
    ) -> Vec<(u32, f64)> {
        let mut radius = FIRST_CIRCLE_KM;
        while radius < EVERYWHERE_KM {
            let points = self.points_around(lat, lng, Grid::spans(lat, radius));
            let found = Grid::nearest_of(points, lat, lng, radius, n, &keep, rank);
            if found.len() == n {
                return found;
            }
            radius *= 4.0;
        }
        // Every cell (the boxes above do not wrap around the 180th meridian).
        let points = self.cells.values().flat_map(|list| list.iter());
        Grid::nearest_of(points, lat, lng, EVERYWHERE_KM, n, &keep, rank)
    }

    /// The `n` points within `radius_km` of a point nearest to it that `keep` holds, nearest
    /// first, equal distances in `rank` order.
    fn nearest_of<'a>(
        points: impl Iterator<Item = &'a Point>,
        lat: f64,
        lng: f64,
        radius_km: f64,
        n: usize,
        keep: impl Fn(u32) -> bool,
        rank: &[u32],
    ) -> Vec<(u32, f64)> {
        let mut found: Vec<(u32, f64)> = points
            .filter(|p| keep(p.0))
            .map(|&(i, la, lo)| (i, distance_km(lat, lng, la, lo)))
            .filter(|&(_, d)| d <= radius_km)
            .collect();
        found.sort_by(|a, b| {
            a.1.total_cmp(&b.1)
                .then(rank[a.0 as usize].cmp(&rank[b.0 as usize]))
        });
        found.truncate(n);
        found
    }

    /// Every store within `radius_km` of a point and a few beyond it (those in the box of latitudes
    /// and longitudes around the circle), in no order: for a caller that measures each distance
    /// itself, so none is measured twice nor sorted by.
    pub fn around(&self, lat: f64, lng: f64, radius_km: f64) -> Vec<u32> {
        // A hair wider than the spans, so rounding never leaves out a store on the circle.
        let (dlat, dlng) = Grid::spans(lat, radius_km * 1.01);
        self.points_around(lat, lng, (dlat, dlng))
            .filter(|&&(_, la, lo)| (la - lat).abs() <= dlat && (lo - lng).abs() <= dlng)
            .map(|&(i, _, _)| i)
            .collect()
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

    #[test]
    fn nearest_kept_looks_as_far_as_it_must() {
        let g = Grid::build(
            [
                (0, Some(30.0), Some(-96.0)),
                (1, Some(30.5), Some(-96.0)),
                (2, Some(40.7), Some(-74.0)),
                // Guam: across the 180th meridian from Texas.
                (3, Some(13.4), Some(144.8)),
                (4, None, None),
            ]
            .into_iter(),
        );
        let rank = [0, 1, 2, 3, 4];
        let slots = |found: Vec<(u32, f64)>| found.into_iter().map(|x| x.0).collect::<Vec<_>>();
        assert_eq!(
            slots(g.nearest_kept(30.0, -96.0, 2, |_| true, &rank)),
            [0, 1]
        );
        assert_eq!(
            slots(g.nearest_kept(30.0, -96.0, 1, |i| i != 0, &rank)),
            [1]
        );
        assert_eq!(
            slots(g.nearest_kept(30.0, -96.0, 3, |i| i != 1, &rank)),
            [0, 2, 3],
            "New York ~2,300 km away, then Guam"
        );
        assert_eq!(
            slots(g.nearest_kept(30.0, -96.0, 9, |_| true, &rank)),
            [0, 1, 2, 3],
            "every store with coordinates when there are fewer than asked"
        );
        assert!(g.nearest_kept(30.0, -96.0, 3, |_| false, &rank).is_empty());
    }

    #[test]
    fn around_holds_every_store_within_the_radius_and_little_more() {
        // Points on a spiral from Florida to Maine, a few per kilometre near the centres.
        let points: Vec<(u32, Option<f64>, Option<f64>)> = (0..20_000u32)
            .map(|i| {
                let t = f64::from(i);
                let lat = 25.0 + (t * 0.7).sin() * 3.0 + t / 1_000.0;
                let lng = -80.0 - (t * 0.3).cos() * 4.0 - t / 2_000.0;
                (i, Some(lat), Some(lng))
            })
            .collect();
        let g = Grid::build(points.iter().copied());
        let rank: Vec<u32> = (0..20_000).collect();
        for (lat, lng, radius) in [
            (30.0, -84.0, 25.0),
            (44.5, -88.0, 50.0),
            (27.0, -81.0, 10.0),
        ] {
            let within: Vec<u32> = g
                .nearest(lat, lng, radius, usize::MAX, None, &rank)
                .into_iter()
                .map(|(i, _)| i)
                .collect();
            let around = g.around(lat, lng, radius);
            assert!(within.iter().all(|i| around.contains(i)), "{lat} {lng}");
            // The box around a circle is 4/π of its area: never the whole cells' worth.
            assert!(
                around.len() <= within.len() * 3 / 2 + 8,
                "{} of {}",
                around.len(),
                within.len()
            );
        }
    }
}
