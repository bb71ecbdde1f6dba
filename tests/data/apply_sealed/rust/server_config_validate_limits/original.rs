use serde::Deserialize;
use std::net::IpAddr;
use std::path::PathBuf;
use std::time::Duration;
use thiserror::Error;

#[derive(Debug, Error)]
pub enum ConfigError {
    #[error("invalid value for `{field}`: {reason}")]
    Invalid { field: &'static str, reason: String },
    #[error("missing required field `{0}`")]
    Missing(&'static str),
}

fn invalid(field: &'static str, reason: impl Into<String>) -> ConfigError {
    ConfigError::Invalid { field, reason: reason.into() }
}

#[derive(Debug, Clone, Deserialize)]
#[serde(default)]
pub struct ServerConfig {
    pub bind: IpAddr,
    pub port: u16,
    pub max_connections: usize,
    pub idle_timeout_secs: u64,
    pub tls_cert: Option<PathBuf>,
    pub tls_key: Option<PathBuf>,
    pub data_dir: Option<PathBuf>,
    pub log_format: String,
}

impl Default for ServerConfig {
    fn default() -> Self {
        Self {
            bind: IpAddr::from([127, 0, 0, 1]),
            port: 7070,
            max_connections: 1024,
            idle_timeout_secs: 60,
            tls_cert: None,
            tls_key: None,
            data_dir: None,
            log_format: "text".to_string(),
        }
    }
}

impl ServerConfig {
    pub fn idle_timeout(&self) -> Duration {
        Duration::from_secs(self.idle_timeout_secs)
    }

    pub fn validate(&self) -> Result<(), ConfigError> {
        if self.port == 0 {
            return Err(invalid("port", "must be non-zero"));
        }
        if self.max_connections == 0 {
            return Err(invalid("max_connections", "must be at least 1"));
        }
        if self.tls_cert.is_some() != self.tls_key.is_some() {
            return Err(invalid("tls_cert", "tls_cert and tls_key must be set together"));
        }
        if !matches!(self.log_format.as_str(), "text" | "json") {
            return Err(invalid("log_format", format!("unknown format {:?}", self.log_format)));
        }
        if self.data_dir.is_none() {
            return Err(ConfigError::Missing("data_dir"));
        }
        Ok(())
    }

    pub fn uses_tls(&self) -> bool {
        self.tls_cert.is_some()
    }
}
