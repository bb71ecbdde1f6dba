use std::collections::HashMap;
use std::hash::Hash;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

/// A small time-bounded cache used by the session layer.
pub struct TtlCache<K, V> {
    entries: HashMap<K, (V, Instant)>,
    ttl: Duration,
    capacity: usize,
    hits: AtomicU64,
    misses: AtomicU64,
}

// ... existing code ...

    pub fn new(ttl: Duration, capacity: usize) -> Self {
        Self {
            entries: HashMap::with_capacity(capacity),
            ttl,
            capacity,
            hits: AtomicU64::new(0),
            misses: AtomicU64::new(0),
        }
    }

    // ... existing code ...

    pub fn get(&self, key: &K) -> Option<V> {
        match self.entries.get(key) {
            Some((value, inserted)) if inserted.elapsed() < self.ttl => {
                self.hits.fetch_add(1, Ordering::Relaxed);
                Some(value.clone())
            }
            _ => {
                self.misses.fetch_add(1, Ordering::Relaxed);
                None
            }
        }
    }

// ... existing code ...
