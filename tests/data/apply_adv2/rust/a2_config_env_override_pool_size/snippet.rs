    fn apply_env(&mut self) -> Result<(), ConfigError> {
        // ... existing overrides for listen addr and database url ...
        if let Some(v) = parse_env::<u32>("APP_DB_POOL_SIZE")? {
            if v == 0 {
                return Err(ConfigError::Env { var: "APP_DB_POOL_SIZE", value: v.to_string() });
            }
            self.db_pool_size = v;
        }
        if let Some(v) = parse_env::<u64>("APP_REQUEST_TIMEOUT_SECS")? {
            self.request_timeout_secs = v;
        }
        // ... rest of apply_env unchanged ...
    }
