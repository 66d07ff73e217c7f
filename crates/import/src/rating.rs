//! Ratings: read on the file's scale, stored on the directory's 0–10 scale.

use std::fmt;
use std::str::FromStr;

/// The top of the scale a file's ratings are given on: 10 (the directory's own scale, kept as
/// given) or another, such as 5 for stars (converted: 4.4 of 5 is 8.8).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct RatingScale(f64);

impl RatingScale {
    /// The directory's own scale.
    pub const TEN: RatingScale = RatingScale(10.0);

    /// A scale topping out at `max`, which must be a positive number.
    pub fn new(max: f64) -> Option<Self> {
        (max.is_finite() && max > 0.0).then_some(Self(max))
    }

    /// The top of the scale.
    pub fn max(self) -> f64 {
        self.0
    }
}

impl Default for RatingScale {
    fn default() -> Self {
        Self::TEN
    }
}

impl fmt::Display for RatingScale {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl FromStr for RatingScale {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        s.trim()
            .parse::<f64>()
            .ok()
            .and_then(Self::new)
            .ok_or_else(|| format!("rating scale {s:?} is not a positive number such as 5 or 10"))
    }
}

/// A rating given on `scale`, on the 0–10 scale. `Err` is the warning to report; the rating is
/// then dropped. A 0 is dropped too: with no review count beside it, 0 is what a listing without
/// reviews shows, not a verdict of the worst store.
pub(crate) fn rating_on_ten(raw: &str, scale: RatingScale) -> Result<f64, String> {
    let max = scale.max();
    let value = raw
        .parse::<f64>()
        .ok()
        .filter(|r| (0.0..=max).contains(r))
        .ok_or_else(|| format!("rating {raw:?} is not a number from 0 to {scale}; dropped"))?;
    if value == 0.0 {
        return Err(format!(
            "rating {raw:?} read as no rating (a listing without reviews); dropped"
        ));
    }
    if scale == RatingScale::TEN {
        return Ok(value);
    }
    // Two decimals hide the float noise of the division (0.7 of 5 is 1.4, not 1.4000000000000001).
    Ok((value * 10.0 / max * 100.0).round() / 100.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn five() -> RatingScale {
        "5".parse().unwrap()
    }

    #[test]
    fn ten_is_kept_as_given() {
        assert_eq!(rating_on_ten("7.25", RatingScale::TEN), Ok(7.25));
        assert_eq!(rating_on_ten("10", RatingScale::TEN), Ok(10.0));
    }

    #[test]
    fn stars_are_converted() {
        assert_eq!(rating_on_ten("4.4", five()), Ok(8.8));
        assert_eq!(rating_on_ten("0.7", five()), Ok(1.4));
        assert_eq!(rating_on_ten("5", five()), Ok(10.0));
    }

    #[test]
    fn unusable_ratings_are_warnings() {
        for raw in ["11", "-1", "4.5 stars", "NaN", "inf", ""] {
            let err = rating_on_ten(raw, RatingScale::TEN).unwrap_err();
            assert!(err.contains("not a number from 0 to 10"), "{raw}: {err}");
        }
        let err = rating_on_ten("6", five()).unwrap_err();
        assert!(err.contains("not a number from 0 to 5"), "{err}");
    }

    #[test]
    fn zero_is_no_rating() {
        for raw in ["0", "0.0"] {
            let err = rating_on_ten(raw, five()).unwrap_err();
            assert!(err.contains("no rating"), "{err}");
        }
    }

    #[test]
    fn scales_must_be_positive() {
        assert_eq!("10".parse::<RatingScale>(), Ok(RatingScale::TEN));
        assert_eq!(RatingScale::default(), RatingScale::TEN);
        for bad in ["0", "-5", "five", "inf", ""] {
            assert!(bad.parse::<RatingScale>().is_err(), "{bad}");
        }
    }
}
