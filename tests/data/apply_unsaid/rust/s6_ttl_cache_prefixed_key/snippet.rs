    fn cache_key(&self, namespace: &str, key: &K) -> String {
        let key = key.to_string();
        format!("{}:{}:{}", self.prefix, namespace, key)
    }

    // ... existing code ...
