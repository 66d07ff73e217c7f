//! Per-client sliding-window rate limits for the public forms.

use std::collections::{HashMap, VecDeque};
use std::net::IpAddr;
use std::sync::Mutex;
use std::time::Instant;

use crate::config::RateLimit;

/// Which limit a request counts against.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum Bucket {
    Signup,
    StoreSubmission,
    ClaimRequest,
    ContactRequest,
    ChangeReport,
}

/// Remembers recent requests per (bucket, client address).
#[derive(Debug, Default)]
pub(crate) struct RateLimiter {
    hits: Mutex<HashMap<(Bucket, IpAddr), VecDeque<Instant>>>,
}

impl RateLimiter {
    /// Counts a request; returns `Err(seconds to wait)` when the client is over the limit.
    pub fn check(&self, bucket: Bucket, ip: IpAddr, limit: RateLimit) -> Result<(), u64> {
        let now = Instant::now();
        let mut hits = self.hits.lock().unwrap_or_else(|e| e.into_inner());
        if hits.len() > 50_000 {
            hits.retain(|_, q| {
                q.back()
                    .is_some_and(|t| now.duration_since(*t) < limit.window)
            });
        }
        let q = hits.entry((bucket, ip)).or_default();
        while q
            .front()
            .is_some_and(|t| now.duration_since(*t) >= limit.window)
        {
            q.pop_front();
        }
        if q.len() >= limit.max as usize {
            let wait = q.front().map_or(limit.window, |t| {
                limit.window.saturating_sub(now.duration_since(*t))
            });
            return Err(wait.as_secs().max(1));
        }
        q.push_back(now);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn limits_per_bucket_and_address() {
        let l = RateLimiter::default();
        let lim = RateLimit {
            max: 2,
            window: Duration::from_secs(60),
        };
        let a: IpAddr = "10.0.0.1".parse().unwrap();
        let b: IpAddr = "10.0.0.2".parse().unwrap();
        assert!(l.check(Bucket::Signup, a, lim).is_ok());
        assert!(l.check(Bucket::Signup, a, lim).is_ok());
        assert!(l.check(Bucket::Signup, a, lim).is_err());
        assert!(l.check(Bucket::Signup, b, lim).is_ok());
        assert!(l.check(Bucket::ClaimRequest, a, lim).is_ok());
    }
}
