use std::env;
use std::net::SocketAddr;
use std::time::Duration;

use thiserror::Error;

#[derive(Debug, Error)]
pub enum ConfigError {
    #[error("environment variable {0} is not set")]
    Missing(&'static str),
    #[error("environment variable {name} has invalid value {value:?}")]
    Invalid { name: &'static str, value: String },
}

#[derive(Debug, Clone)]
pub struct ServerConfig {
    pub listen: SocketAddr,
    pub workers: usize,
    pub request_timeout: Duration,
    pub max_body_bytes: u64,
    pub database_url: String,
}

fn var(name: &'static str) -> Result<String, ConfigError> {
    env::var(name).map_err(|_| ConfigError::Missing(name))
}

fn var_or(name: &'static str, default: &str) -> String {
    env::var(name).unwrap_or_else(|_| default.to_string())
}

fn parse_listen(raw: &str) -> Result<SocketAddr, ConfigError> {
    let addr = raw.parse::<SocketAddr>().map_err(|_| ConfigError::Invalid {
        name: "LISTEN_ADDR",
        value: raw.to_string(),
    })?;
    Ok(addr)
}

fn parse_workers(raw: &str) -> Result<usize, ConfigError> {
    let n = raw.parse::<usize>().map_err(|_| ConfigError::Invalid {
        name: "WORKERS",
        value: raw.to_string(),
    })?;
    Ok(n.clamp(1, 256))
}

fn parse_timeout(raw: &str) -> Result<Duration, ConfigError> {
    let secs = raw.parse::<u64>().map_err(|_| ConfigError::Invalid {
        name: "REQUEST_TIMEOUT_SECS",
        value: raw.to_string(),
    })?;
    Ok(Duration::from_secs(secs))
}

fn parse_body_limit(raw: &str) -> Result<u64, ConfigError> {
    let bytes = raw.parse::<u64>().map_err(|_| ConfigError::Invalid {
        name: "MAX_BODY_BYTES",
        value: raw.to_string(),
    })?;
    Ok(bytes)
}

impl ServerConfig {
    pub fn from_env() -> Result<Self, ConfigError> {
        Ok(Self {
            listen: parse_listen(&var_or("LISTEN_ADDR", "0.0.0.0:8080"))?,
            workers: parse_workers(&var_or("WORKERS", "4"))?,
            request_timeout: parse_timeout(&var_or("REQUEST_TIMEOUT_SECS", "30"))?,
            max_body_bytes: parse_body_limit(&var_or("MAX_BODY_BYTES", "1048576"))?,
            database_url: var("DATABASE_URL")?,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_workers() {
        assert_eq!(parse_workers("8").unwrap(), 8);
        assert!(parse_workers("eight").is_err());
    }

    #[test]
    fn parses_timeout() {
        assert_eq!(parse_timeout("5").unwrap(), Duration::from_secs(5));
    }
}
