// ... keep existing code

    pub fn get_str(&self, key: &str) -> Option<&str> {
        self.values.get(key).map(|v| v.as_str())
    }

    pub fn get_list(&self, key: &str) -> Vec<&str> {
        self.values
            .get(key)
            .map(|v| v.split(',').map(str::trim).collect())
            .unwrap_or_default()
    }

// ... keep existing code
