pub struct CacheStats {
    pub hits: u64,
    pub misses: u64,
    pub evictions: u64,
    pub len: usize,
}

pub struct LruCache<K, V> {
    // ...
    misses: u64,
    evictions: u64,
}

impl<K: Eq + Hash + Clone, V> LruCache<K, V> {
    pub fn new(capacity: usize) -> Self {
        // ...
            misses: 0,
            evictions: 0,
        }
    }

    // ...

    pub fn insert(&mut self, key: K, value: V) -> Option<V> {
        // ...
        if self.map.len() > self.capacity {
            if let Some(oldest) = self.order.pop_front() {
                self.map.remove(&oldest);
                self.evictions += 1;
            }
        }
        // ...
    }

    // ... (rest unchanged) ...

    pub fn stats(&self) -> CacheStats {
        CacheStats {
            hits: self.hits,
            misses: self.misses,
            evictions: self.evictions,
            len: self.map.len(),
        }
    }

    // ... rest of the code ...
}
