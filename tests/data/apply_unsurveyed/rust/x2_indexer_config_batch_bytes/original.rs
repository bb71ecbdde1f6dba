//! Runtime configuration for the catalog indexer worker.

use std::env;
use std::time::Duration;

use thiserror::Error;

#[derive(Debug, Error)]
pub enum ConfigError {
    #[error("missing required environment variable {0}")]
    Missing(&'static str),
    #[error("invalid value for {name}: {value}")]
    Invalid { name: &'static str, value: String },
}

#[derive(Debug, Clone)]
pub struct IndexerConfig {
    pub search_url: String,
    pub index_alias: String,
    pub batch_size: usize,
    pub flush_interval: Duration,
    pub max_retries: u32,
    pub include_out_of_stock: bool,
}

impl Default for IndexerConfig {
    fn default() -> Self {
        Self {
            search_url: "http://localhost:9200".to_string(),
            index_alias: "catalog-products".to_string(),
            batch_size: 500,
            flush_interval: Duration::from_secs(5),
            max_retries: 3,
            include_out_of_stock: false,
        }
    }
}

fn parse_var<T: std::str::FromStr>(name: &'static str, default: T) -> Result<T, ConfigError> {
    match env::var(name) {
        Ok(raw) => raw
            .parse::<T>()
            .map_err(|_| ConfigError::Invalid { name, value: raw }),
        Err(_) => Ok(default),
    }
}

impl IndexerConfig {
    pub fn from_env() -> Result<Self, ConfigError> {
        let defaults = Self::default();
        let search_url = env::var("SEARCH_URL").map_err(|_| ConfigError::Missing("SEARCH_URL"))?;
        Ok(Self {
            search_url,
            index_alias: env::var("INDEX_ALIAS").unwrap_or(defaults.index_alias),
            batch_size: parse_var("INDEXER_BATCH_SIZE", defaults.batch_size)?,
            flush_interval: Duration::from_secs(parse_var(
                "INDEXER_FLUSH_SECS",
                defaults.flush_interval.as_secs(),
            )?),
            max_retries: parse_var("INDEXER_MAX_RETRIES", defaults.max_retries)?,
            include_out_of_stock: parse_var("INDEX_OUT_OF_STOCK", defaults.include_out_of_stock)?,
        })
    }

    pub fn validate(&self) -> Result<(), ConfigError> {
        if self.batch_size == 0 {
            return Err(ConfigError::Invalid {
                name: "INDEXER_BATCH_SIZE",
                value: "0".to_string(),
            });
        }
        Ok(())
    }
}
