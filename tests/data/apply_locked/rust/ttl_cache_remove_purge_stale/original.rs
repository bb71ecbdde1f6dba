use std::collections::HashMap;
use std::hash::Hash;
use std::time::{Duration, Instant};

struct Entry<V> {
    value: V,
    expires_at: Instant,
}

/// A small map whose entries expire after a fixed time-to-live.
pub struct TtlCache<K, V> {
    entries: HashMap<K, Entry<V>>,
    ttl: Duration,
    capacity: usize,
}

impl<K, V> TtlCache<K, V>
where
    K: Eq + Hash + Clone,
    V: Clone,
{
    pub fn new(ttl: Duration, capacity: usize) -> Self {
        TtlCache {
            entries: HashMap::with_capacity(capacity),
            ttl,
            capacity,
        }
    }

    pub fn get(&self, key: &K) -> Option<V> {
        let entry = self.entries.get(key)?;
        if entry.expires_at <= Instant::now() {
            return None;
        }
        Some(entry.value.clone())
    }

    pub fn insert(&mut self, key: K, value: V) {
        if self.entries.len() >= self.capacity {
            #[allow(deprecated)]
            self.purge_stale();
        }
        let expires_at = Instant::now() + self.ttl;
        self.entries.insert(key, Entry { value, expires_at });
    }

    pub fn remove(&mut self, key: &K) -> Option<V> {
        self.entries.remove(key).map(|e| e.value)
    }

    #[deprecated(note = "use evict_expired, which reports how many entries it dropped")]
    pub fn purge_stale(&mut self) {
        let now = Instant::now();
        let stale: Vec<K> = self
            .entries
            .iter()
            .filter(|(_, e)| e.expires_at <= now)
            .map(|(k, _)| k.clone())
            .collect();
        for k in stale {
            self.entries.remove(&k);
        }
    }

    pub fn evict_expired(&mut self) -> usize {
        let now = Instant::now();
        let before = self.entries.len();
        self.entries.retain(|_, e| e.expires_at > now);
        before - self.entries.len()
    }

    pub fn len(&self) -> usize {
        self.entries.len()
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
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
    fn hides_expired_values() {
        let mut cache = TtlCache::new(Duration::from_millis(0), 8);
        cache.insert("a", 1);
        assert_eq!(cache.get(&"a"), None);
        assert_eq!(cache.evict_expired(), 1);
        assert!(cache.is_empty());
    }
}
