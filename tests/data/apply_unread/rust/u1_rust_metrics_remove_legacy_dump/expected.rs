use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;

#[derive(Debug, Default)]
pub struct Counter {
    value: AtomicU64,
}

impl Counter {
    pub fn inc(&self) {
        self.value.fetch_add(1, Ordering::Relaxed);
    }

    pub fn add(&self, n: u64) {
        self.value.fetch_add(n, Ordering::Relaxed);
    }

    pub fn get(&self) -> u64 {
        self.value.load(Ordering::Relaxed)
    }
}

#[derive(Debug, Default)]
pub struct Registry {
    counters: Mutex<BTreeMap<String, std::sync::Arc<Counter>>>,
    help: Mutex<BTreeMap<String, String>>,
}

impl Registry {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn counter(&self, name: &str, help: &str) -> std::sync::Arc<Counter> {
        self.help
            .lock()
            .unwrap()
            .entry(name.to_string())
            .or_insert_with(|| help.to_string());
        self.counters
            .lock()
            .unwrap()
            .entry(name.to_string())
            .or_default()
            .clone()
    }

    pub fn render_prometheus(&self) -> String {
        let counters = self.counters.lock().unwrap();
        let help = self.help.lock().unwrap();
        let mut out = String::new();
        for (name, counter) in counters.iter() {
            if let Some(text) = help.get(name) {
                let _ = writeln!(out, "# HELP {} {}", name, text);
            }
            let _ = writeln!(out, "# TYPE {} counter", name);
            let _ = writeln!(out, "{} {}", name, counter.get());
        }
        out
    }

    pub fn reset(&self) {
        for counter in self.counters.lock().unwrap().values() {
            counter.value.store(0, Ordering::Relaxed);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counter_is_shared_by_name() {
        let registry = Registry::new();
        registry.counter("requests_total", "Requests").inc();
        registry.counter("requests_total", "Requests").add(2);
        assert_eq!(registry.counter("requests_total", "Requests").get(), 3);
    }

    #[test]
    fn renders_help_and_type_lines() {
        let registry = Registry::new();
        registry.counter("jobs_total", "Jobs run").inc();
        let text = registry.render_prometheus();
        assert!(text.contains("# HELP jobs_total Jobs run"));
        assert!(text.contains("# TYPE jobs_total counter"));
        assert!(text.contains("jobs_total 1"));
    }
}
