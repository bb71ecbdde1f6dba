use std::collections::HashMap;
use std::hash::Hash;
use std::time::{Duration, Instant};

pub struct TtlCache<K, V> {
    prefix: String,
    ttl: Duration,
    capacity: usize,
    entries: HashMap<String, (Instant, V)>,
    hits: u64,
    misses: u64,
    _key: std::marker::PhantomData<K>,
}

impl<K: Hash + Eq + ToString, V: Clone> TtlCache<K, V> {
    pub fn new(prefix: &str, ttl: Duration, capacity: usize) -> Self {
        Self {
            prefix: prefix.to_owned(),
            ttl,
            capacity,
            entries: HashMap::with_capacity(capacity),
            hits: 0,
            misses: 0,
            _key: std::marker::PhantomData,
        }
    }

    fn cache_key(&self, namespace: &str, key: &K) -> String {
        let key = key.to_string();
        format!("{}:{}:{}", self.prefix, namespace, key)
    }

    pub fn get(&mut self, namespace: &str, key: &K) -> Option<V> {
        let k = self.cache_key(namespace, key);
        match self.entries.get(&k) {
            Some((stored_at, value)) if stored_at.elapsed() < self.ttl => {
                self.hits += 1;
                Some(value.clone())
            }
            _ => {
                self.misses += 1;
                None
            }
        }
    }

    pub fn insert(&mut self, namespace: &str, key: &K, value: V) {
        if self.entries.len() >= self.capacity {
            self.evict_expired();
        }
        let k = self.cache_key(namespace, key);
        self.entries.insert(k, (Instant::now(), value));
    }

    pub fn evict_expired(&mut self) {
        let ttl = self.ttl;
        self.entries.retain(|_, (stored_at, _)| stored_at.elapsed() < ttl);
    }

    pub fn hit_ratio(&self) -> f64 {
        let total = self.hits + self.misses;
        if total == 0 {
            return 0.0;
        }
        self.hits as f64 / total as f64
    }
}
