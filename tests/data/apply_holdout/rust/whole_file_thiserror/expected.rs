use std::num::ParseIntError;

use thiserror::Error;

#[derive(Debug, Error)]
pub enum ConfigError {
    #[error("missing setting {0}")]
    Missing(&'static str),
    #[error("{key}: {source}")]
    BadNumber { key: &'static str, source: ParseIntError },
}

pub struct Config {
    pub port: u16,
    pub workers: usize,
    pub database_url: String,
}

fn var(key: &'static str) -> Result<String, ConfigError> {
    std::env::var(key).map_err(|_| ConfigError::Missing(key))
}

impl Config {
    pub fn from_env() -> Result<Self, ConfigError> {
        let port = var("PORT")?
            .parse()
            .map_err(|source| ConfigError::BadNumber { key: "PORT", source })?;
        let workers = var("WORKERS")?
            .parse()
            .map_err(|source| ConfigError::BadNumber { key: "WORKERS", source })?;
        let database_url = var("DATABASE_URL")?;
        Ok(Config { port, workers, database_url })
    }
}
