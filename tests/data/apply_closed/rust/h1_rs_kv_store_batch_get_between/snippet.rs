    pub fn get(&self, key: &[u8]) -> Option<Bytes> {
        let map = self.inner.read().expect("lock poisoned");
        map.get(key).cloned()
    }

    /// Looks up several keys under a single read lock.
    pub fn get_many<'a, I>(&self, keys: I) -> Vec<Option<Bytes>>
    where
        I: IntoIterator<Item = &'a [u8]>,
    {
        let map = self.inner.read().expect("lock poisoned");
        keys.into_iter().map(|key| map.get(key).cloned()).collect()
    }

    pub fn put(&self, key: Bytes, value: Bytes) -> Result<Option<Bytes>, StoreError> {
