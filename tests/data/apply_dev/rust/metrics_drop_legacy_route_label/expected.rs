//! Prometheus metrics for the ingest service.

use std::sync::OnceLock;

use prometheus::{
    histogram_opts, opts, HistogramVec, IntCounterVec, IntGauge, Registry,
};

pub struct Metrics {
    pub requests: IntCounterVec,
    pub request_seconds: HistogramVec,
    pub queue_depth: IntGauge,
    pub rejected: IntCounterVec,
}

static METRICS: OnceLock<Metrics> = OnceLock::new();

fn register(registry: &Registry) -> Metrics {
    let requests = IntCounterVec::new(
        opts!("ingest_requests_total", "Requests handled, by route and status"),
        &["route", "status"],
    )
    .expect("valid metric");
    let request_seconds = HistogramVec::new(
        histogram_opts!("ingest_request_seconds", "Request latency", vec![0.005, 0.05, 0.25, 1.0, 5.0]),
        &["route"],
    )
    .expect("valid metric");
    let queue_depth = IntGauge::new("ingest_queue_depth", "Events waiting to be written").expect("valid metric");
    let rejected = IntCounterVec::new(
        opts!("ingest_rejected_total", "Events rejected by validation, by reason"),
        &["reason"],
    )
    .expect("valid metric");

    registry.register(Box::new(requests.clone())).expect("register");
    registry.register(Box::new(request_seconds.clone())).expect("register");
    registry.register(Box::new(queue_depth.clone())).expect("register");
    registry.register(Box::new(rejected.clone())).expect("register");

    Metrics { requests, request_seconds, queue_depth, rejected }
}

/// Registers the metrics once and returns them; later calls return the same set.
pub fn init(registry: &Registry) -> &'static Metrics {
    METRICS.get_or_init(|| register(registry))
}

pub fn metrics() -> &'static Metrics {
    METRICS.get().expect("metrics::init must be called at startup")
}

pub fn observe_request(route: &str, status: u16, seconds: f64) {
    let m = metrics();
    m.requests.with_label_values(&[route, &status.to_string()]).inc();
    m.request_seconds.with_label_values(&[route]).observe(seconds);
}

pub fn record_rejected(reason: &str) {
    metrics().rejected.with_label_values(&[reason]).inc();
}
