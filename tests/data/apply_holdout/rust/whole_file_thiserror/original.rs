use std::fmt;
use std::num::ParseIntError;

#[derive(Debug)]
pub enum ConfigError {
    Missing(&'static str),
    BadNumber { key: &'static str, source: ParseIntError },
}

impl fmt::Display for ConfigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ConfigError::Missing(key) => write!(f, "missing setting {key}"),
            ConfigError::BadNumber { key, source } => write!(f, "{key}: {source}"),
        }
    }
}

impl std::error::Error for ConfigError {}

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
