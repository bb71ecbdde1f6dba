impl Router {
    // ... existing methods ...

    pub fn allowed_methods(&self, path: &str) -> Vec<Method> {
        let mut methods: Vec<Method> = self
            .routes
            .get(path)
            .map(|handlers| handlers.keys().copied().collect())
            .unwrap_or_default();
        methods.sort_by_key(|m| *m as u8);
        methods
    }
}
