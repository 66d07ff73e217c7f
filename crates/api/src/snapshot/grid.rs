//! A grid of store coordinates for nearest-store queries.

use std::collections::HashMap;

use antiques_model::geo::distance_km;

/// Cell size in degrees.
const CELL: f64 = 0.5;
const KM_PER_DEGREE: f64 = 111.19;

/// Stores bucketed by half-degree cells.
#[derive(Debug, Default)]
pub struct Grid {
    cells: HashMap<(i32, i32), Vec<Point>>,
}

/// A store index and its coordinates.
type Point = (u32, f64, f64);

fn cell(v: f64) -> i32 {
    (v / CELL).floor() as i32
}

impl Grid {
    /// Buckets the points (by store index; stores without coordinates are left out).
    pub fn build(points: impl Iterator<Item = (Option<f64>, Option<f64>)>) -> Self {
        let mut cells: HashMap<(i32, i32), Vec<Point>> = HashMap::new();
        for (i, p) in points.enumerate() {
            if let (Some(lat), Some(lng)) = p
                && lat.is_finite()
                && lng.is_finite()
            {
                cells
                    .entry((cell(lat), cell(lng)))
                    .or_default()
                    .push((i as u32, lat, lng));
            }
        }
        Grid { cells }
    }

    /// Up to `n` stores within `radius_km` of a point, nearest first (ties by index), skipping `except`.
    pub fn nearest(
        &self,
        lat: f64,
        lng: f64,
        radius_km: f64,
        n: usize,
        except: Option<u32>,
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
                for &(i, la, lo) in list {
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
        found.sort_by(|a, b| a.1.total_cmp(&b.1).then(a.0.cmp(&b.0)));
        found.truncate(n);
        found
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_nearest_within_radius() {
        let g = Grid::build(
            [
                (Some(30.0), Some(-96.0)),
                (Some(30.1), Some(-96.0)),
                (Some(35.0), Some(-90.0)),
                (None, None),
            ]
            .into_iter(),
        );
        let near = g.nearest(30.0, -96.0, 50.0, 10, None);
        assert_eq!(near.iter().map(|x| x.0).collect::<Vec<_>>(), [0, 1]);
        assert_eq!(g.nearest(30.0, -96.0, 50.0, 10, Some(0)).len(), 1);
    }
}
