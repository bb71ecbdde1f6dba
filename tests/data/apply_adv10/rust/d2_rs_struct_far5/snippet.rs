impl Default for Settings {
    fn default() -> Self {
        Settings {
            addr: "127.0.0.1:8080".to_string(),
            retries: 5,
            // ... other fields unchanged ...
        }
    }
}
