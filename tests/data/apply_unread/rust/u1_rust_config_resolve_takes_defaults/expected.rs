use std::env;
use std::fs;
use std::path::{Path, PathBuf};

use serde::Deserialize;
use thiserror::Error;

#[derive(Debug, Error)]
pub enum ConfigError {
    #[error("could not read {path}: {source}")]
    Read {
        path: String,
        #[source]
        source: std::io::Error,
    },
    #[error("invalid config: {0}")]
    Parse(#[from] toml::de::Error),
    #[error("missing required field `{0}`")]
    Missing(&'static str),
}

#[derive(Debug, Deserialize, Clone)]
pub struct ServerConfig {
    pub host: Option<String>,
    pub port: Option<u16>,
    pub workers: Option<usize>,
}

#[derive(Debug, Deserialize, Clone)]
pub struct DatabaseConfig {
    pub url: Option<String>,
    pub pool_size: Option<u32>,
}

#[derive(Debug, Deserialize, Clone)]
pub struct RawConfig {
    pub server: ServerConfig,
    pub database: DatabaseConfig,
}

#[derive(Debug, Clone)]
pub struct Config {
    pub host: String,
    pub port: u16,
    pub workers: usize,
    pub database_url: String,
    pub pool_size: u32,
}

pub fn read_raw(path: &Path) -> Result<RawConfig, ConfigError> {
    let text = fs::read_to_string(path).map_err(|source| ConfigError::Read {
        path: path.display().to_string(),
        source,
    })?;
    Ok(toml::from_str(&text)?)
}

pub fn resolve(raw: RawConfig, defaults: &Config) -> Result<Config, ConfigError> {
    let database_url = raw
        .database
        .url
        .or_else(|| Some(defaults.database_url.clone()).filter(|url| !url.is_empty()))
        .ok_or(ConfigError::Missing("database.url"))?;
    Ok(Config {
        host: raw.server.host.unwrap_or_else(|| defaults.host.clone()),
        port: raw.server.port.unwrap_or(defaults.port),
        workers: raw.server.workers.unwrap_or(defaults.workers),
        database_url,
        pool_size: raw.database.pool_size.unwrap_or(defaults.pool_size),
    })
}

pub fn load(path: &Path, defaults: &Config) -> Result<Config, ConfigError> {
    let raw = read_raw(path)?;
    resolve(raw, defaults)
}

/// Location of the config file: `$APP_CONFIG` if set, else `./config.toml`.
pub fn config_path() -> PathBuf {
    env::var_os("APP_CONFIG")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from("config.toml"))
}
