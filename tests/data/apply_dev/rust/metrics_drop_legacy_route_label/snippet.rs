// ... existing code ...

pub fn metrics() -> &'static Metrics {
    METRICS.get().expect("metrics::init must be called at startup")
}

// (removed the deprecated legacy_route_label(); the dashboards use route templates now)

pub fn observe_request(route: &str, status: u16, seconds: f64) {
    // ... existing code ...
