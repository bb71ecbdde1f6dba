//! A small in-memory cache with a time-to-live per entry and an upper bound on its size.

use std::collections::HashMap;
use std::hash::Hash;
use std::time::{Duration, Instant};

pub struct TtlCache<K, V> {
    entries: HashMap<K, (V, Instant)>,
    ttl: Duration,
    capacity: usize,
}

impl<K: Eq + Hash + Clone, V: Clone> TtlCache<K, V> {
    pub fn new(ttl: Duration, capacity: usize) -> Self {
        assert!(capacity > 0, "capacity must be positive");
        Self { entries: HashMap::with_capacity(capacity), ttl, capacity }
    }

    pub fn insert(&mut self, key: K, value: V) {
        if self.entries.len() >= self.capacity && !self.entries.contains_key(&key) {
            self.purge_expired();
        }
        if self.entries.len() >= self.capacity && !self.entries.contains_key(&key) {
            let oldest = self.entries.iter().min_by_key(|(_, (_, at))| *at).map(|(k, _)| k.clone());
            if let Some(oldest) = oldest {
                self.entries.remove(&oldest);
            }
        }
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

    pub fn len(&self) -> usize {
        self.entries.len()
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    fn purge_expired(&mut self) {
        let ttl = self.ttl;
        self.entries.retain(|_, (_, inserted)| inserted.elapsed() <= ttl);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn returns_fresh_values() {
        let mut cache = TtlCache::new(Duration::from_secs(60), 8);
        cache.insert("a", 1);
        assert_eq!(cache.get(&"a"), Some(1));
    }

    #[test]
    fn expires_old_values() {
        let mut cache = TtlCache::new(Duration::from_millis(0), 8);
        cache.insert("a", 1);
        std::thread::sleep(Duration::from_millis(2));
        assert_eq!(cache.get(&"a"), None);
    }

    #[test]
    fn evicts_oldest_when_full() {
        let mut cache = TtlCache::new(Duration::from_secs(60), 2);
        cache.insert("a", 1);
        std::thread::sleep(Duration::from_millis(2));
        cache.insert("b", 2);
        cache.insert("c", 3);
        assert_eq!(cache.len(), 2);
        assert_eq!(cache.get(&"a"), None);
        assert_eq!(cache.get(&"c"), Some(3));
    }
}
