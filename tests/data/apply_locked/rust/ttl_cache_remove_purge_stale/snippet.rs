// ... existing code ...

    pub fn insert(&mut self, key: K, value: V) {
        if self.entries.len() >= self.capacity {
            self.evict_expired();
        }
        let expires_at = Instant::now() + self.ttl;
        self.entries.insert(key, Entry { value, expires_at });
    }

    // ... existing code ...

    // ... removed deprecated purge_stale() ...

    pub fn evict_expired(&mut self) -> usize {
        // ... existing code ...
    }

// ... existing code ...
