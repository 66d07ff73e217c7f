//! Text normalisation shared by seed, import and API: slugs, phone numbers, URLs, e-mails.

/// A URL slug: lower-case ASCII letters and digits separated by single hyphens.
pub fn slugify(input: &str) -> String {
    let mut out = String::with_capacity(input.len());
    let mut pending_dash = false;
    for c in input.chars() {
        let c = match c {
            'à'..='å' | 'À'..='Å' => 'a',
            'è'..='ë' | 'È'..='Ë' => 'e',
            'ì'..='ï' | 'Ì'..='Ï' => 'i',
            'ò'..='ö' | 'Ò'..='Ö' => 'o',
            'ù'..='ü' | 'Ù'..='Ü' => 'u',
            'ñ' | 'Ñ' => 'n',
            'ç' | 'Ç' => 'c',
            '&' => {
                if !out.is_empty() {
                    pending_dash = true;
                }
                continue;
            }
            '\'' | '’' => continue,
            c => c,
        };
        if c.is_ascii_alphanumeric() {
            if pending_dash && !out.is_empty() {
                out.push('-');
            }
            pending_dash = false;
            out.push(c.to_ascii_lowercase());
        } else {
            pending_dash = true;
        }
    }
    out
}

/// A US phone number in both forms, from anything with 10 digits (or 11 starting with 1),
/// optionally followed by an extension of 1–6 digits after `ext`, `ext.`, `extension`, `x` or `#`
/// (`518-555-0142 x12`). The extension is kept: `(518) 555-0142 ext. 12` to read and
/// `+15185550142;ext=12` to dial (RFC 3966, what a `tel:` link takes).
/// Returns `None` for text that is not a phone number ("No data available", "0", "12345").
pub fn normalize_us_phone(input: &str) -> Option<crate::Phone> {
    let (number, extension) = split_extension(input);
    let digits: String = number.chars().filter(char::is_ascii_digit).collect();
    let national = match digits.len() {
        10 => digits.as_str(),
        11 if digits.starts_with('1') => &digits[1..],
        _ => return None,
    };
    if national.starts_with('0') || national.starts_with('1') {
        return None;
    }
    let (area, exchange, line) = (&national[..3], &national[3..6], &national[6..]);
    let (pretty_ext, dialled_ext) = match extension {
        Some(ext) => (format!(" ext. {ext}"), format!(";ext={ext}")),
        None => (String::new(), String::new()),
    };
    Some(crate::Phone {
        pretty_phone_number: format!("({area}) {exchange}-{line}{pretty_ext}"),
        phone_number: format!("+1{national}{dialled_ext}"),
    })
}

/// The most digits an extension has. The API's document states the same bound in the pattern of a
/// dialled phone (`;ext=` and 1 to 6 digits); a test there holds the two together.
pub const MAX_EXTENSION_DIGITS: usize = 6;

/// The words that introduce an extension, longest first so `ext.` is not read as `ext`.
const EXTENSION_MARKERS: [&str; 5] = ["extension", "ext.", "ext", "x", "#"];

/// Splits `518-555-0142 ext. 12` into the number and the extension's digits. Text without a
/// marker followed by 1–6 trailing digits is all number; more digits than that are left to the
/// number, which then has too many digits to be one (an extension is never silently cut).
fn split_extension(input: &str) -> (&str, Option<&str>) {
    let trimmed = input.trim_end();
    let before_digits = trimmed.trim_end_matches(|c: char| c.is_ascii_digit());
    let ext = &trimmed[before_digits.len()..];
    if ext.is_empty() || ext.len() > MAX_EXTENSION_DIGITS {
        return (input, None);
    }
    let head = before_digits.trim_end().trim_end_matches(':').trim_end();
    let lower = head.to_ascii_lowercase();
    EXTENSION_MARKERS
        .iter()
        .find(|m| lower.ends_with(*m))
        .map_or((input, None), |m| {
            (&head[..head.len() - m.len()], Some(ext))
        })
}

/// An absolute web address: `https://` is prepended when no scheme is given. Blank text, "0", "No
/// data available", text with spaces, an address without a host and any scheme but http and https
/// (`javascript:`, `data:`, `mailto:`, ...: a link a page shows must open a web page) give `None`.
pub fn normalize_url(input: &str) -> Option<String> {
    let t = input.trim();
    if t.is_empty()
        || t == "0"
        || t.eq_ignore_ascii_case("no data available")
        || t.contains(|c: char| c.is_whitespace() || c.is_control())
    {
        return None;
    }
    let lower = t.to_ascii_lowercase();
    let url = if lower.starts_with("https://") || lower.starts_with("http://") {
        t.to_string()
    } else if has_scheme(t) {
        return None;
    } else {
        format!("https://{t}")
    };
    let host = url.split_once("://")?.1.split(['/', '?', '#']).next()?;
    let host = host.rsplit_once('@').map_or(host, |(_, h)| h);
    (!host.is_empty() && !host.starts_with(':')).then_some(url)
}

/// Whether text starts with a URL scheme (`mailto:`, `javascript:`), rather than a host and port
/// (`example.com:8080`) or a host alone.
fn has_scheme(t: &str) -> bool {
    let Some((scheme, rest)) = t.split_once(':') else {
        return false;
    };
    let is_port = rest
        .split(['/', '?', '#'])
        .next()
        .is_some_and(|p| !p.is_empty() && p.bytes().all(|b| b.is_ascii_digit()));
    scheme.starts_with(|c: char| c.is_ascii_alphabetic())
        && scheme
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || "+-.".contains(c))
        && !is_port
}

/// An e-mail address trimmed and lower-cased, if it looks like one (`local@domain.tld`, no spaces).
pub fn normalize_email(input: &str) -> Option<String> {
    let e = input.trim().to_lowercase();
    let (local, domain) = e.split_once('@')?;
    let ok = !local.is_empty()
        && !domain.is_empty()
        && domain.contains('.')
        && !domain.starts_with('.')
        && !domain.ends_with('.')
        && !domain.contains('@')
        && e.len() <= 254
        && !e.chars().any(|c| c.is_whitespace() || c.is_control());
    ok.then_some(e)
}

/// [`valid_email`]'s rule as a regular expression, for the OpenAPI document (an address as sent,
/// untrimmed; at most 254 characters is a `maxLength` beside it). The content service's tests check
/// the two agree on the shared cases.
pub const EMAIL_PATTERN: &str = r"^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-](?:[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]{0,62}[A-Za-z0-9!#$%&'*+/=?^_`{|}~-])?@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$";

/// An e-mail address the directory accepts (newsletter signups, owner forms), trimmed and
/// lower-cased; stricter than [`normalize_email`], which imports use to keep what listings carry.
///
/// One `@`; a local part of at most 64 characters from letters, digits and ``!#$%&'*+/=?^_`{|}~.-``
/// that neither starts nor ends with a dot; a domain of two or more dot-separated labels of letters,
/// digits and hyphens (1–63 characters, no hyphen at either end) whose last label is two or more
/// letters; at most 254 characters. The web forms apply the same rule: both run the shared cases in
/// `contract/cases/emails.json`.
pub fn valid_email(input: &str) -> Option<String> {
    let e = normalize_email(input)?;
    let (local, domain) = e.split_once('@')?;
    let local_ok = local.len() <= 64
        && local
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || "!#$%&'*+/=?^_`{|}~.-".contains(c))
        && !local.starts_with('.')
        && !local.ends_with('.');
    let labels: Vec<&str> = domain.split('.').collect();
    let domain_ok = labels.len() >= 2
        && labels.iter().all(|l| {
            !l.is_empty()
                && l.len() <= 63
                && !l.starts_with('-')
                && !l.ends_with('-')
                && l.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')
        })
        && labels
            .last()
            .is_some_and(|tld| tld.len() >= 2 && tld.chars().all(|c| c.is_ascii_alphabetic()));
    (local_ok && domain_ok).then_some(e)
}

/// Text folded for matching: lower-case, Latin accents removed (`Café` → `cafe`), every run of
/// characters other than letters and digits turned into one space, trimmed.
///
/// Name search compares folded names with folded queries, so it is case- and accent-insensitive and
/// punctuation (`%`, `_`, quotes) is plain text that never changes the match rules.
pub fn fold(input: &str) -> String {
    let mut out = String::with_capacity(input.len());
    let mut pending_space = false;
    for c in input.chars() {
        let mapped: &str = match c {
            'à'..='å' | 'À'..='Å' | 'ā' | 'Ā' | 'ă' | 'Ă' | 'ą' | 'Ą' => "a",
            'æ' | 'Æ' => "ae",
            'ç' | 'Ç' | 'ć' | 'Ć' | 'č' | 'Č' => "c",
            'ď' | 'Ď' | 'đ' | 'Đ' | 'ð' | 'Ð' => "d",
            'è'..='ë' | 'È'..='Ë' | 'ē' | 'Ē' | 'ę' | 'Ę' | 'ě' | 'Ě' => "e",
            'ì'..='ï' | 'Ì'..='Ï' | 'ī' | 'Ī' | 'ı' => "i",
            'ł' | 'Ł' | 'ľ' | 'Ľ' => "l",
            'ñ' | 'Ñ' | 'ń' | 'Ń' | 'ň' | 'Ň' => "n",
            'ò'..='ö' | 'Ò'..='Ö' | 'ø' | 'Ø' | 'ō' | 'Ō' | 'ő' | 'Ő' => "o",
            'œ' | 'Œ' => "oe",
            'ř' | 'Ř' => "r",
            'ś' | 'Ś' | 'š' | 'Š' | 'ş' | 'Ş' => "s",
            'ß' => "ss",
            'ť' | 'Ť' | 'ţ' | 'Ţ' => "t",
            'ù'..='ü' | 'Ù'..='Ü' | 'ū' | 'Ū' | 'ů' | 'Ů' | 'ű' | 'Ű' => "u",
            'ý' | 'Ý' | 'ÿ' | 'Ÿ' => "y",
            'ź' | 'Ź' | 'ž' | 'Ž' | 'ż' | 'Ż' => "z",
            '\'' | '’' => continue,
            _ => "",
        };
        if !mapped.is_empty() {
            if pending_space && !out.is_empty() {
                out.push(' ');
            }
            pending_space = false;
            out.push_str(mapped);
        } else if c.is_alphanumeric() {
            if pending_space && !out.is_empty() {
                out.push(' ');
            }
            pending_space = false;
            out.extend(c.to_lowercase());
        } else {
            pending_space = true;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slugs() {
        assert_eq!(slugify("Round Top, TX"), "round-top-tx");
        assert_eq!(
            slugify("  Bob's Antiques & Collectibles!! "),
            "bobs-antiques-collectibles"
        );
    }

    #[test]
    fn phones() {
        let p = normalize_us_phone("+1 979-555-0123").unwrap();
        assert_eq!(p.pretty_phone_number, "(979) 555-0123");
        assert_eq!(p.phone_number, "+19795550123");
        assert!(normalize_us_phone("No data available").is_none());
        assert!(normalize_us_phone("0").is_none());
        assert!(normalize_us_phone("12345").is_none());
    }

    #[test]
    fn phone_extensions_are_kept() {
        for typed in [
            "(518) 555-0142 ext. 12",
            "518-555-0142 x12",
            "518.555.0142 ext 12",
            "+1 518 555 0142 #12",
            "518-555-0142 Extension: 12",
            "5185550142X12",
        ] {
            let p = normalize_us_phone(typed).unwrap_or_else(|| panic!("{typed}"));
            assert_eq!(p.pretty_phone_number, "(518) 555-0142 ext. 12", "{typed}");
            assert_eq!(p.phone_number, "+15185550142;ext=12", "{typed}");
        }
        // The readable form reads back the same, as the store write checks re-read it.
        let again = normalize_us_phone("(518) 555-0142 ext. 12").unwrap();
        assert_eq!(again.phone_number, "+15185550142;ext=12");
        let longest = normalize_us_phone("518-555-0142 ext 123456").unwrap();
        assert_eq!(longest.phone_number, "+15185550142;ext=123456");
        // Seven extension digits, or an extension without a number, are not a phone number.
        assert_eq!(normalize_us_phone("518-555-0142 ext 1234567"), None);
        assert_eq!(normalize_us_phone("12345 ext 12"), None);
        assert_eq!(normalize_us_phone("ext. 12"), None);
    }

    #[test]
    fn urls_and_emails() {
        assert_eq!(
            normalize_url("example.com").as_deref(),
            Some("https://example.com")
        );
        assert_eq!(normalize_url("0"), None);
        assert_eq!(
            normalize_url("HTTP://Example.com/a").as_deref(),
            Some("HTTP://Example.com/a")
        );
        assert_eq!(
            normalize_url("example.com:8080/shop").as_deref(),
            Some("https://example.com:8080/shop")
        );
        for refused in [
            "javascript:alert(1)",
            "JavaScript:alert(1)",
            "data:text/html,<script>alert(1)</script>",
            "mailto:owner@example.com",
            "vbscript:msgbox",
            "ftp://example.com/file",
            "https://",
            "http:///path",
            "https://user@/x",
            "java\tscript:alert(1)",
            "a b.com",
        ] {
            assert_eq!(normalize_url(refused), None, "{refused}");
        }
        assert_eq!(
            normalize_email(" Ann@Example.COM ").as_deref(),
            Some("ann@example.com")
        );
        assert_eq!(normalize_email("not-an-email"), None);
    }

    #[test]
    fn folding() {
        assert_eq!(fold("  Café  Zoë's—Antiques! "), "cafe zoes antiques");
        assert_eq!(fold("100% _real_"), "100 real");
    }
}

#[cfg(test)]
mod email_cases {
    use super::valid_email;

    #[derive(serde::Deserialize)]
    struct Table {
        cases: Vec<Case>,
    }

    #[derive(serde::Deserialize)]
    struct Case {
        input: String,
        valid: Option<String>,
    }

    /// The shared table of e-mail cases the web forms also run.
    #[test]
    fn valid_email_agrees_with_the_shared_cases() {
        let table: Table =
            serde_json::from_str(include_str!("../../../contract/cases/emails.json")).unwrap();
        assert!(!table.cases.is_empty(), "the table holds no cases");
        let failing: Vec<String> = table
            .cases
            .iter()
            .filter(|c| valid_email(&c.input) != c.valid)
            .map(|c| {
                format!(
                    "{:?}: expected {:?}, got {:?}",
                    c.input,
                    c.valid,
                    valid_email(&c.input)
                )
            })
            .collect();
        assert!(failing.is_empty(), "{failing:#?}");
    }
}
