//! The text patterns the OpenAPI document states for write bodies, and the checks that read the same
//! patterns, so a value the document allows is one the checks take.
//!
//! Patterns spell white space out rather than writing `\s`: regular-expression dialects disagree on
//! it (Python's, which clients such as schemathesis use, counts the control characters
//! U+001C–U+001F as space; Rust's `trim` and ECMAScript's do not), while the explicit list reads the
//! same everywhere. It is Unicode's `White_Space`, what `str::trim` removes.

use std::sync::LazyLock;

use regex::Regex;

/// Unicode `White_Space`, as the inside of a character class.
const WHITE_SPACE: &str =
    r"\t\n\x0B\x0C\r \x{85}\x{A0}\x{1680}\x{2000}-\x{200A}\x{2028}\x{2029}\x{202F}\x{205F}\x{3000}";
/// The same class in the `\uXXXX` spelling JSON Schema's (ECMAScript) patterns and Python read.
const WHITE_SPACE_U: &str =
    r"\t\n\x0B\x0C\r \u0085\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000";

/// A pattern for the document: `{ws}` stands for the white-space class.
fn spelled(template: &str) -> String {
    template.replace("{ws}", WHITE_SPACE_U)
}

/// The same pattern for Rust's `regex`.
fn compiled(template: &str) -> Regex {
    Regex::new(&template.replace("{ws}", WHITE_SPACE)).expect("a valid pattern")
}

/// Text that is not blank: it holds a character other than white space.
const NOT_BLANK_T: &str = "[^{ws}]";

/// A web address: a host with a dot, `http://` or `https://` before it or not (`https://` is then
/// added), a port, then anything but spaces and control characters; white space around it is
/// ignored. Blank is none.
const WEB_ADDRESS_T: &str = "^[{ws}]*$|^[{ws}]*(?:[Hh][Tt][Tt][Pp][Ss]?://)?[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+(?::[0-9]{1,5})?(?:[/?#][^{ws}\\x00-\\x1F\\x7F-\\x9F]*)?[{ws}]*$";

/// A slug as a write may give it, white space around it ignored; blank: made from the name.
const SLUG_T: &str = "^[{ws}]*(?:[a-z0-9]+(?:-[a-z0-9]+)*)?[{ws}]*$";

/// A time of day, `H:MM` or `HH:MM` from 0:00 to 23:59, or `24:00` for the end of the day.
pub const TIME_OF_DAY: &str = "^(?:[01]?[0-9]|2[0-3]):[0-5][0-9]$|^24:00$";

/// A day of the year, `MM-DD` (or `M-D`).
pub const MONTH_DAY: &str = "^(?:0?[1-9]|1[0-2])-(?:0?[1-9]|[12][0-9]|3[01])$";

/// A phone number as a `tel:` link dials it (E.164), with an extension or not.
pub const DIALLED_PHONE: &str = "^$|^\\+[1-9][0-9]{6,14}(?:;ext=[0-9]{1,6})?$";

/// An e-mail address ([`antiques_model::text::EMAIL_PATTERN`]), white space around it ignored, or
/// blank for none.
fn email_template() -> String {
    let core = antiques_model::text::EMAIL_PATTERN
        .trim_start_matches('^')
        .trim_end_matches('$');
    format!("^[{{ws}}]*$|^[{{ws}}]*{core}[{{ws}}]*$")
}

pub fn email_or_blank() -> String {
    spelled(&email_template())
}

/// Whether `text` is an e-mail address (or blank) as the document states it.
pub fn is_email_or_blank(text: &str) -> bool {
    static PATTERN: LazyLock<Regex> = LazyLock::new(|| compiled(&email_template()));
    PATTERN.is_match(text)
}

pub fn not_blank() -> String {
    spelled(NOT_BLANK_T)
}

pub fn web_address() -> String {
    spelled(WEB_ADDRESS_T)
}

pub fn slug() -> String {
    spelled(SLUG_T)
}

/// Whether `text` is a web address a write may hold (or blank), as the document states it.
pub fn is_web_address(text: &str) -> bool {
    static PATTERN: LazyLock<Regex> = LazyLock::new(|| compiled(WEB_ADDRESS_T));
    PATTERN.is_match(text)
}

/// Whether `text` is a slug a write may give (or blank), as the document states it.
pub fn is_slug(text: &str) -> bool {
    static PATTERN: LazyLock<Regex> = LazyLock::new(|| compiled(SLUG_T));
    PATTERN.is_match(text)
}

/// Whether `text` is a time of day as the document states it.
pub fn is_time_of_day(text: &str) -> bool {
    static PATTERN: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(TIME_OF_DAY).expect("a valid pattern"));
    PATTERN.is_match(text)
}

/// Whether `text` is a day of the year as the document states it.
pub fn is_month_day(text: &str) -> bool {
    static PATTERN: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(MONTH_DAY).expect("a valid pattern"));
    PATTERN.is_match(text)
}

/// Whether `text` is a dialled phone number (or blank) as the document states it.
pub fn is_dialled_phone(text: &str) -> bool {
    static PATTERN: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(DIALLED_PHONE).expect("a valid pattern"));
    PATTERN.is_match(text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_spellings_of_white_space_read_the_same() {
        let rust = compiled("^[{ws}]+$");
        for c in (0..=0x3000u32).filter_map(char::from_u32) {
            assert_eq!(
                rust.is_match(&c.to_string()),
                c.is_whitespace(),
                "U+{:04X}",
                c as u32
            );
        }
        let escaped = Regex::new(&format!("^[{WHITE_SPACE_U}]+$")).expect("valid");
        for c in (0..=0x3000u32).filter_map(char::from_u32) {
            assert_eq!(escaped.is_match(&c.to_string()), c.is_whitespace());
        }
    }

    #[test]
    fn web_addresses() {
        for ok in [
            "",
            "  ",
            "example.com",
            " https://example.com/a?b#c ",
            "HTTP://shop.example.com:8080/x",
        ] {
            assert!(is_web_address(ok), "{ok:?}");
        }
        for bad in [
            "javascript:alert(1)",
            "example",
            "https://exa mple.com",
            "a.co/\u{1}",
            "mailto:a@b.co",
        ] {
            assert!(!is_web_address(bad), "{bad:?}");
        }
    }

    #[test]
    fn times_and_days() {
        assert!(is_time_of_day("9:30") && is_time_of_day("24:00") && is_time_of_day("23:59"));
        assert!(!is_time_of_day("24:01") && !is_time_of_day(" 9:30") && !is_time_of_day("9:3"));
        assert!(is_month_day("05-01") && is_month_day("5-1") && is_month_day("12-31"));
        assert!(!is_month_day("13-01") && !is_month_day("05-32") && !is_month_day("5/1"));
        assert!(is_dialled_phone("+15185550142") && is_dialled_phone("+15185550142;ext=12"));
        assert!(!is_dialled_phone("5185550142"));
    }

    /// The document's pattern takes every extension the model keeps, and no longer one.
    #[test]
    fn dialled_phones_take_the_extensions_the_model_keeps() {
        use antiques_model::text::{MAX_EXTENSION_DIGITS, normalize_us_phone};
        for digits in 1..=MAX_EXTENSION_DIGITS {
            let ext = "7".repeat(digits);
            let phone = normalize_us_phone(&format!("518-555-0142 x{ext}")).expect("a phone");
            assert!(
                is_dialled_phone(&phone.phone_number),
                "{}",
                phone.phone_number
            );
        }
        let too_long = "7".repeat(MAX_EXTENSION_DIGITS + 1);
        assert!(normalize_us_phone(&format!("518-555-0142 x{too_long}")).is_none());
        assert!(!is_dialled_phone(&format!("+15185550142;ext={too_long}")));
    }
}
