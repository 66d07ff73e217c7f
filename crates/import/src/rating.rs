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

    /// The highest top a scale may have (ratings given as percentages).
    pub const MAX: f64 = 100.0;

    /// A scale topping out at `max`, which must be more than 0 and at most [`RatingScale::MAX`].
    pub fn new(max: f64) -> Option<Self> {
        (max > 0.0 && max <= Self::MAX).then_some(Self(max))
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
            .ok_or_else(|| {
                format!(
                    "rating scale {s:?} is not a number above 0 and at most 100, such as 5 or 10"
                )
            })
    }
}

/// A rating given as text on `scale`, on the 0–10 scale. `Err` is the warning to report; the
/// rating is then dropped. A 0 is dropped too: a spreadsheet has no review count beside it, and 0
/// is what a listing without reviews shows there, not a verdict of the worst store.
pub(crate) fn rating_on_ten(raw: &str, scale: RatingScale) -> Result<f64, String> {
    let value = raw
        .parse::<f64>()
        .ok()
        .filter(|r| (0.0..=scale.max()).contains(r))
        .ok_or_else(|| format!("rating {raw:?} is not a number from 0 to {scale}; dropped"))?;
    if value == 0.0 {
        return Err(format!(
            "rating {raw:?} read as no rating (a listing without reviews); dropped"
        ));
    }
    Ok(converted(value, scale))
}

/// A rating given as a JSON number on `scale`, on the 0–10 scale; `Err` is the warning to report.
/// A 0 is kept: JSON is our own export's format, which writes the 0 an editor gave.
pub(crate) fn number_on_ten(value: f64, scale: RatingScale) -> Result<f64, String> {
    if !(0.0..=scale.max()).contains(&value) {
        return Err(format!(
            "rating {value} is not a number from 0 to {scale}; dropped"
        ));
    }
    Ok(converted(value, scale))
}

fn converted(value: f64, scale: RatingScale) -> f64 {
    if scale == RatingScale::TEN {
        return value;
    }
    // Two decimals hide the float noise of the division (0.7 of 5 is 1.4, not 1.4000000000000001).
    (value * 10.0 / scale.max() * 100.0).round() / 100.0
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
    fn json_numbers_keep_zero_and_are_checked() {
        assert_eq!(number_on_ten(0.0, RatingScale::TEN), Ok(0.0));
        assert_eq!(number_on_ten(4.4, five()), Ok(8.8));
        let err = number_on_ten(11.0, RatingScale::TEN).unwrap_err();
        assert!(err.contains("not a number from 0 to 10"), "{err}");
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
        for bad in ["0", "-5", "five", "inf", "NaN", "101", ""] {
            assert!(bad.parse::<RatingScale>().is_err(), "{bad}");
        }
    }
}
