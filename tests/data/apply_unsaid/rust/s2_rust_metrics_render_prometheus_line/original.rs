use std::collections::BTreeMap;
use std::sync::atomic::{AtomicU64, Ordering};

#[derive(Debug, Default)]
pub struct Counter {
    name: String,
    help: String,
    value: AtomicU64,
}

#[derive(Debug, Default)]
pub struct Gauge {
    name: String,
    help: String,
    value: AtomicU64,
}

#[derive(Debug, Default)]
pub struct Histogram {
    name: String,
    help: String,
    buckets: BTreeMap<u64, AtomicU64>,
    sum: AtomicU64,
    count: AtomicU64,
}

impl Counter {
    pub fn new(name: &str, help: &str) -> Self {
        Self { name: name.to_string(), help: help.to_string(), value: AtomicU64::new(0) }
    }

    pub fn inc(&self) {
        self.value.fetch_add(1, Ordering::Relaxed);
    }

    pub fn render(&self) -> String {
        let value = self.value.load(Ordering::Relaxed);
        format!("# HELP {} {}\n# TYPE {} counter\n{} {}\n", self.name, self.help, self.name, self.name, value)
    }
}

impl Gauge {
    pub fn new(name: &str, help: &str) -> Self {
        Self { name: name.to_string(), help: help.to_string(), value: AtomicU64::new(0) }
    }

    pub fn set(&self, value: u64) {
        self.value.store(value, Ordering::Relaxed);
    }

    pub fn render(&self) -> String {
        let value = self.value.load(Ordering::Relaxed);
        format!("# HELP {} {}\n# TYPE {} gauge\n{} {}\n", self.name, self.help, self.name, self.name, value)
    }
}

impl Histogram {
    pub fn new(name: &str, help: &str, bounds: &[u64]) -> Self {
        let buckets = bounds.iter().map(|b| (*b, AtomicU64::new(0))).collect();
        Self {
            name: name.to_string(),
            help: help.to_string(),
            buckets,
            sum: AtomicU64::new(0),
            count: AtomicU64::new(0),
        }
    }

    pub fn observe(&self, value: u64) {
        for (bound, bucket) in &self.buckets {
            if value <= *bound {
                bucket.fetch_add(1, Ordering::Relaxed);
            }
        }
        self.sum.fetch_add(value, Ordering::Relaxed);
        self.count.fetch_add(1, Ordering::Relaxed);
    }

    pub fn render(&self) -> String {
        let mut out = format!("# HELP {} {}\n# TYPE {} histogram\n", self.name, self.help, self.name);
        for (bound, bucket) in &self.buckets {
            let n = bucket.load(Ordering::Relaxed);
            out.push_str(&format!("{}_bucket{{le=\"{}\"}} {}\n", self.name, bound, n));
        }
        out.push_str(&format!("{}_sum {}\n", self.name, self.sum.load(Ordering::Relaxed)));
        out.push_str(&format!("{}_count {}\n", self.name, self.count.load(Ordering::Relaxed)));
        out
    }
}
