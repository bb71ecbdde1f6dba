//! A small in-memory cache with a time-to-live per entry.

use std::collections::HashMap;
use std::hash::Hash;
use std::time::{Duration, Instant};

pub struct TtlCache<K, V> {
    entries: HashMap<K, (V, Instant)>,
    ttl: Duration,
}

impl<K: Eq + Hash, V: Clone> TtlCache<K, V> {
    pub fn new(ttl: Duration) -> Self {
        Self { entries: HashMap::new(), ttl }
    }

    pub fn insert(&mut self, key: K, value: V) {
        self.entries.insert(key, (value, Instant::now()));
    }

    pub fn get(&mut self, key: &K) -> Option<V> {
        let expired = match self.entries.get(key) {
            Some((_, inserted)) => inserted.elapsed() > self.ttl,
            None => return None,
        };
        if expired {
            self.entries.remove(key);
            return None;
        }
        self.entries.get(key).map(|(value, _)| value.clone())
    }

    pub fn remove(&mut self, key: &K) -> Option<V> {
        self.entries.remove(key).map(|(value, _)| value)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn returns_fresh_values() {
        let mut cache = TtlCache::new(Duration::from_secs(60));
        cache.insert("a", 1);
        assert_eq!(cache.get(&"a"), Some(1));
    }

    #[test]
    fn expires_old_values() {
        let mut cache = TtlCache::new(Duration::from_millis(0));
        cache.insert("a", 1);
        std::thread::sleep(Duration::from_millis(2));
        assert_eq!(cache.get(&"a"), None);
    }
}
