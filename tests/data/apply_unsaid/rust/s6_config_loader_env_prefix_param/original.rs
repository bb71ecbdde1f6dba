use std::collections::HashMap;
use std::env;
use std::fs;
use std::path::{Path, PathBuf};

use serde::Deserialize;
use thiserror::Error;

#[derive(Debug, Error)]
pub enum ConfigError {
    #[error("failed to read {0}: {1}")]
    Io(PathBuf, #[source] std::io::Error),
    #[error("invalid config: {0}")]
    Parse(#[from] toml::de::Error),
    #[error("missing required setting `{0}`")]
    Missing(&'static str),
}

#[derive(Debug, Deserialize)]
pub struct Config {
    pub listen_addr: String,
    pub database_url: Option<String>,
    #[serde(default = "default_workers")]
    pub workers: usize,
    #[serde(default)]
    pub features: HashMap<String, bool>,
}

fn default_workers() -> usize {
    4
}

impl Config {
    pub fn validate(&self) -> Result<(), ConfigError> {
        if self.listen_addr.is_empty() {
            return Err(ConfigError::Missing("listen_addr"));
        }
        if self.database_url.is_none() {
            return Err(ConfigError::Missing("database_url"));
        }
        Ok(())
    }

    pub fn feature_enabled(&self, name: &str) -> bool {
        self.features.get(name).copied().unwrap_or(false)
    }
}

pub fn load_config(path: &Path) -> Result<Config, ConfigError> {
    let raw = fs::read_to_string(path).map_err(|e| ConfigError::Io(path.to_path_buf(), e))?;
    let config: Config = toml::from_str(&raw)?;
    config.validate()?;
    Ok(config)
}

pub fn default_config_path() -> PathBuf {
    env::var_os("APP_CONFIG")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from("/etc/app/config.toml"))
}

pub fn load_default() -> Result<Config, ConfigError> {
    load_config(&default_config_path())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn workers_default_to_four() {
        let config: Config = toml::from_str("listen_addr = \"0.0.0.0:80\"").unwrap();
        assert_eq!(config.workers, 4);
    }
}
