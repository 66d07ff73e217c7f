//! Prometheus counters (plain atomics: no registry needed for a handful of series).

use std::sync::atomic::{AtomicU64, Ordering};

/// Latency bucket upper bounds in seconds.
pub(crate) const BUCKETS: [f64; 8] = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.1, 0.5, 2.5];

/// Request counters by status class and a latency histogram.
#[derive(Debug, Default)]
pub(crate) struct Metrics {
    pub by_class: [AtomicU64; 5],
    pub not_modified: AtomicU64,
    pub rate_limited: AtomicU64,
    pub signups_new: AtomicU64,
    pub signups_repeat: AtomicU64,
    pub forms: AtomicU64,
    pub buckets: [AtomicU64; BUCKETS.len()],
    pub latency_sum_micros: AtomicU64,
    pub latency_count: AtomicU64,
}

impl Metrics {
    pub fn observe(&self, status: u16, seconds: f64) {
        let class = usize::from(status / 100).clamp(1, 5) - 1;
        self.by_class[class].fetch_add(1, Ordering::Relaxed);
        if status == 304 {
            self.not_modified.fetch_add(1, Ordering::Relaxed);
        }
        if status == 429 {
            self.rate_limited.fetch_add(1, Ordering::Relaxed);
        }
        for (i, le) in BUCKETS.iter().enumerate() {
            if seconds <= *le {
                self.buckets[i].fetch_add(1, Ordering::Relaxed);
            }
        }
        self.latency_sum_micros
            .fetch_add((seconds * 1e6) as u64, Ordering::Relaxed);
        self.latency_count.fetch_add(1, Ordering::Relaxed);
    }

    /// The Prometheus text exposition, with catalogue gauges appended by the caller.
    pub fn render(&self, out: &mut String) {
        use std::fmt::Write;
        let get = |a: &AtomicU64| a.load(Ordering::Relaxed);
        let _ = writeln!(
            out,
            "# HELP antiques_http_requests_total HTTP requests answered, by status class."
        );
        let _ = writeln!(out, "# TYPE antiques_http_requests_total counter");
        for (i, c) in self.by_class.iter().enumerate() {
            let _ = writeln!(
                out,
                "antiques_http_requests_total{{class=\"{}xx\"}} {}",
                i + 1,
                get(c)
            );
        }
        let _ = writeln!(out, "# TYPE antiques_http_not_modified_total counter");
        let _ = writeln!(
            out,
            "antiques_http_not_modified_total {}",
            get(&self.not_modified)
        );
        let _ = writeln!(out, "# TYPE antiques_http_rate_limited_total counter");
        let _ = writeln!(
            out,
            "antiques_http_rate_limited_total {}",
            get(&self.rate_limited)
        );
        let _ = writeln!(out, "# TYPE antiques_signups_total counter");
        let _ = writeln!(
            out,
            "antiques_signups_total{{result=\"new\"}} {}",
            get(&self.signups_new)
        );
        let _ = writeln!(
            out,
            "antiques_signups_total{{result=\"known\"}} {}",
            get(&self.signups_repeat)
        );
        let _ = writeln!(out, "# TYPE antiques_form_submissions_total counter");
        let _ = writeln!(out, "antiques_form_submissions_total {}", get(&self.forms));
        let _ = writeln!(
            out,
            "# HELP antiques_http_request_duration_seconds Time to answer, handler and middleware."
        );
        let _ = writeln!(
            out,
            "# TYPE antiques_http_request_duration_seconds histogram"
        );
        for (i, le) in BUCKETS.iter().enumerate() {
            let _ = writeln!(
                out,
                "antiques_http_request_duration_seconds_bucket{{le=\"{le}\"}} {}",
                get(&self.buckets[i])
            );
        }
        let count = get(&self.latency_count);
        let _ = writeln!(
            out,
            "antiques_http_request_duration_seconds_bucket{{le=\"+Inf\"}} {count}"
        );
        let _ = writeln!(
            out,
            "antiques_http_request_duration_seconds_sum {}",
            get(&self.latency_sum_micros) as f64 / 1e6
        );
        let _ = writeln!(out, "antiques_http_request_duration_seconds_count {count}");
    }
}
