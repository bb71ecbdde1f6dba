impl<K: Hash + Eq + Clone, V> LruCache<K, V> {
    // ... existing methods ...

    pub fn clear(&mut self) {
        self.map.clear();
        self.order.clear();
        self.hits = 0;
        self.misses = 0;
    }
}
