use std::collections::BTreeMap;
use std::ops::Bound;
use std::sync::{Arc, RwLock};

use bytes::Bytes;

#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("store is read-only")]
    ReadOnly,
    #[error("key too large: {0} bytes")]
    KeyTooLarge(usize),
}

const MAX_KEY_LEN: usize = 1024;

#[derive(Clone, Default)]
pub struct MemStore {
    inner: Arc<RwLock<BTreeMap<Bytes, Bytes>>>,
    read_only: bool,
}

impl MemStore {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn read_only(mut self) -> Self {
        self.read_only = true;
        self
    }

    fn check_key(&self, key: &[u8]) -> Result<(), StoreError> {
        if key.len() > MAX_KEY_LEN {
            return Err(StoreError::KeyTooLarge(key.len()));
        }
        Ok(())
    }

    pub fn get(&self, key: &[u8]) -> Option<Bytes> {
        let map = self.inner.read().expect("lock poisoned");
        map.get(key).cloned()
    }

    pub fn put(&self, key: Bytes, value: Bytes) -> Result<Option<Bytes>, StoreError> {
        if self.read_only {
            return Err(StoreError::ReadOnly);
        }
        self.check_key(&key)?;
        let mut map = self.inner.write().expect("lock poisoned");
        Ok(map.insert(key, value))
    }

    pub fn delete(&self, key: &[u8]) -> Result<Option<Bytes>, StoreError> {
        if self.read_only {
            return Err(StoreError::ReadOnly);
        }
        let mut map = self.inner.write().expect("lock poisoned");
        Ok(map.remove(key))
    }

    pub fn scan_prefix(&self, prefix: &[u8]) -> Vec<(Bytes, Bytes)> {
        let map = self.inner.read().expect("lock poisoned");
        let start = Bytes::copy_from_slice(prefix);
        map.range((Bound::Included(start), Bound::Unbounded))
            .take_while(|(k, _)| k.starts_with(prefix))
            .map(|(k, v)| (k.clone(), v.clone()))
            .collect()
    }

    pub fn len(&self) -> usize {
        self.inner.read().expect("lock poisoned").len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}
