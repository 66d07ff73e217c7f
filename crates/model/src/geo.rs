//! Distances on the globe and the nearest-hotspot rule.

use crate::{Hotspot, HotspotRef};

const EARTH_RADIUS_KM: f64 = 6371.0088;

/// Great-circle distance in kilometres (haversine).
pub fn distance_km(lat1: f64, lng1: f64, lat2: f64, lng2: f64) -> f64 {
    let (p1, p2) = (lat1.to_radians(), lat2.to_radians());
    let dp = (lat2 - lat1).to_radians();
    let dl = (lng2 - lng1).to_radians();
    let a = (dp / 2.0).sin().powi(2) + p1.cos() * p2.cos() * (dl / 2.0).sin().powi(2);
    2.0 * EARTH_RADIUS_KM * a.sqrt().asin()
}

/// The hotspot nearest to a point, if it lies within that hotspot's `radius_km`.
///
/// A store belongs to a hotspot town exactly when this returns that town: this is the rule behind
/// `nearestAntiqueHotspot`, hotspot store lists and hotspot store counts.
pub fn nearest_hotspot(lat: f64, lng: f64, hotspots: &[Hotspot]) -> Option<HotspotRef> {
    hotspots
        .iter()
        .map(|h| (h, distance_km(lat, lng, h.latitude, h.longitude)))
        .filter(|(h, d)| *d <= h.radius_km)
        .min_by(|a, b| a.1.total_cmp(&b.1))
        .map(|(h, d)| HotspotRef {
            slug: h.slug.clone(),
            name: h.name.clone(),
            state: h.state.clone(),
            distance_km: (d * 10.0).round() / 10.0,
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn distance_round_top_to_austin_is_about_110_km() {
        let d = distance_km(30.0652, -96.6961, 30.2672, -97.7431);
        assert!((100.0..120.0).contains(&d), "{d}");
    }
}
