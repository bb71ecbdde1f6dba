use std::fs;
use std::path::Path;

use serde::Deserialize;

#[derive(Debug, Deserialize, Clone)]
pub struct ServerConfig {
    pub host: String,
    pub port: u16,
    #[serde(default = "default_workers")]
    pub workers: usize,
}

#[derive(Debug, Deserialize, Clone)]
pub struct DatabaseConfig {
    pub url: String,
    #[serde(default)]
    pub pool_size: Option<u32>,
}

#[derive(Debug, Deserialize, Clone)]
pub struct AppConfig {
    pub server: ServerConfig,
    pub database: DatabaseConfig,
    #[serde(default)]
    pub debug: bool,
}

fn default_workers() -> usize {
    4
}

#[derive(Debug)]
pub enum ConfigError {
    Io(std::io::Error),
    Parse(toml::de::Error),
    Invalid(String),
}

impl From<std::io::Error> for ConfigError {
    fn from(err: std::io::Error) -> Self {
        ConfigError::Io(err)
    }
}

impl From<toml::de::Error> for ConfigError {
    fn from(err: toml::de::Error) -> Self {
        ConfigError::Parse(err)
    }
}

pub fn parse_config(text: &str) -> Result<AppConfig, ConfigError> {
    let config: AppConfig = toml::from_str(text)?;
    validate(&config)?;
    Ok(config)
}

pub fn load_config(path: &Path) -> Result<AppConfig, ConfigError> {
    let text = fs::read_to_string(path)?;
    parse_config(&text)
}

fn validate(config: &AppConfig) -> Result<(), ConfigError> {
    if config.server.port == 0 {
        return Err(ConfigError::Invalid("server.port must be non-zero".into()));
    }
    if config.server.workers == 0 {
        return Err(ConfigError::Invalid("server.workers must be at least 1".into()));
    }
    if !config.database.url.starts_with("postgres://") {
        return Err(ConfigError::Invalid("database.url must be a postgres:// URL".into()));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    const SAMPLE: &str = r#"
        [server]
        host = "127.0.0.1"
        port = 8080

        [database]
        url = "postgres://localhost/app"
    "#;

    #[test]
    fn parses_sample() {
        let cfg = parse_config(SAMPLE).unwrap();
        assert_eq!(cfg.server.workers, 4);
        assert!(!cfg.debug);
    }
}
