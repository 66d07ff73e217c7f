//! Growing back-off on failed sign-ins, per account and per client address.
//!
//! A few mistakes cost nothing; after that each further failure doubles the wait before the next
//! attempt is even checked, up to [`MAX_WAIT`]. The account's count makes guessing one account's
//! password slow from any number of addresses; the address's count makes trying many accounts from
//! one address slow. A successful sign-in clears the account's count. Counts are kept in memory per
//! instance and forgotten an hour after the last failure.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// Failures of one account allowed before waits start.
const FREE_ACCOUNT_FAILURES: u32 = 3;
/// Failures from one address allowed before waits start (people share addresses).
const FREE_ADDRESS_FAILURES: u32 = 10;
/// The longest wait.
const MAX_WAIT: Duration = Duration::from_secs(15 * 60);
/// A count is forgotten this long after its last failure.
const FORGET_AFTER: Duration = Duration::from_secs(60 * 60);

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
enum Key {
    Account(String),
    Address(IpAddr),
}

#[derive(Debug, Clone, Copy)]
struct Failures {
    count: u32,
    last: Instant,
    blocked_until: Instant,
}

/// Failed sign-ins by account and by address.
#[derive(Debug, Default)]
pub(crate) struct LoginThrottle {
    failures: Mutex<HashMap<Key, Failures>>,
}

/// The wait after the `count`th failure when the first `free` cost nothing: 1 s, 2 s, 4 s, …
fn wait_after(count: u32, free: u32) -> Duration {
    if count <= free {
        return Duration::ZERO;
    }
    let doublings = (count - free - 1).min(20);
    Duration::from_secs(1u64 << doublings).min(MAX_WAIT)
}

impl LoginThrottle {
    /// `Err(wait)` while the account or the address must wait before another attempt.
    pub fn check(&self, email: &str, ip: IpAddr) -> Result<(), Duration> {
        let now = Instant::now();
        let failures = self.failures.lock().unwrap_or_else(|e| e.into_inner());
        let wait = [Key::Account(email.to_string()), Key::Address(ip)]
            .iter()
            .filter_map(|k| failures.get(k))
            .map(|f| f.blocked_until.saturating_duration_since(now))
            .max()
            .unwrap_or_default();
        if wait.is_zero() { Ok(()) } else { Err(wait) }
    }

    /// Counts a failed attempt against the account and the address.
    pub fn failed(&self, email: &str, ip: IpAddr) {
        let now = Instant::now();
        let mut failures = self.failures.lock().unwrap_or_else(|e| e.into_inner());
        if failures.len() > 100_000 {
            failures.retain(|_, f| now.duration_since(f.last) < FORGET_AFTER);
        }
        for (key, free) in [
            (Key::Account(email.to_string()), FREE_ACCOUNT_FAILURES),
            (Key::Address(ip), FREE_ADDRESS_FAILURES),
        ] {
            let f = failures.entry(key).or_insert(Failures {
                count: 0,
                last: now,
                blocked_until: now,
            });
            if now.duration_since(f.last) >= FORGET_AFTER {
                f.count = 0;
            }
            f.count += 1;
            f.last = now;
            f.blocked_until = now + wait_after(f.count, free);
        }
    }

    /// Clears the account's failures after it signed in.
    pub fn succeeded(&self, email: &str) {
        let mut failures = self.failures.lock().unwrap_or_else(|e| e.into_inner());
        failures.remove(&Key::Account(email.to_string()));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn waits_grow_after_the_free_failures_and_stop_growing() {
        assert_eq!(wait_after(3, 3), Duration::ZERO);
        assert_eq!(wait_after(4, 3), Duration::from_secs(1));
        assert_eq!(wait_after(5, 3), Duration::from_secs(2));
        assert_eq!(wait_after(8, 3), Duration::from_secs(16));
        assert_eq!(wait_after(40, 3), MAX_WAIT);
    }

    #[test]
    fn an_account_waits_after_repeated_failures_until_it_signs_in() {
        let t = LoginThrottle::default();
        let ip: IpAddr = "10.0.0.1".parse().unwrap();
        for _ in 0..FREE_ACCOUNT_FAILURES {
            assert!(t.check("a@example.com", ip).is_ok());
            t.failed("a@example.com", ip);
        }
        assert!(t.check("a@example.com", ip).is_ok());
        t.failed("a@example.com", ip);
        assert!(t.check("a@example.com", ip).is_err());
        // Another account from another address is not held up.
        assert!(
            t.check("b@example.com", "10.0.0.2".parse().unwrap())
                .is_ok()
        );
        t.succeeded("a@example.com");
        assert!(t.check("a@example.com", ip).is_ok());
    }

    #[test]
    fn an_address_trying_many_accounts_waits() {
        let t = LoginThrottle::default();
        let ip: IpAddr = "10.0.0.9".parse().unwrap();
        for i in 0..=FREE_ADDRESS_FAILURES {
            t.failed(&format!("user{i}@example.com"), ip);
        }
        assert!(t.check("new@example.com", ip).is_err());
    }
}
