// ... keep existing code

#[derive(Debug, Clone)]
pub struct IndexerConfig {
    pub search_url: String,
    pub index_alias: String,
    pub batch_size: usize,
    /// Upper bound on a single bulk request body; batches are split when exceeded.
    pub max_batch_bytes: usize,
    pub flush_interval: Duration,
    // ... keep existing code
}

impl Default for IndexerConfig {
    fn default() -> Self {
        Self {
            search_url: "http://localhost:9200".to_string(),
            index_alias: "catalog-products".to_string(),
            batch_size: 500,
            max_batch_bytes: 5 * 1024 * 1024,
            // ... keep existing code
        }
    }
}

// ... keep existing code

            batch_size: parse_var("INDEXER_BATCH_SIZE", defaults.batch_size)?,
            max_batch_bytes: parse_var("INDEXER_MAX_BATCH_BYTES", defaults.max_batch_bytes)?,
            flush_interval: Duration::from_secs(parse_var(
// ... keep existing code

    pub fn validate(&self) -> Result<(), ConfigError> {
        if self.batch_size == 0 {
            return Err(ConfigError::Invalid {
                name: "INDEXER_BATCH_SIZE",
                value: "0".to_string(),
            });
        }
        if self.max_batch_bytes < 64 * 1024 {
            return Err(ConfigError::Invalid {
                name: "INDEXER_MAX_BATCH_BYTES",
                value: self.max_batch_bytes.to_string(),
            });
        }
        Ok(())
    }
}
