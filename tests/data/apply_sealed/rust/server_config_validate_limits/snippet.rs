    pub fn validate(&self) -> Result<(), ConfigError> {
        // ... existing port check ...
        if self.max_connections == 0 {
            return Err(invalid("max_connections", "must be at least 1"));
        }
        if self.max_connections > 65_536 {
            return Err(invalid("max_connections", "must not exceed 65536"));
        }
        if self.idle_timeout_secs == 0 || self.idle_timeout_secs > 3600 {
            return Err(invalid("idle_timeout_secs", "must be between 1 and 3600"));
        }
        // ... remaining checks unchanged ...
        Ok(())
    }
