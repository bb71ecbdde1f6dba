use std::env;
use std::fs;
use std::path::Path;

use serde::Deserialize;

#[derive(Debug, Deserialize, Clone)]
pub struct DatabaseConfig {
    pub url: String,
    pub max_connections: u32,
}

#[derive(Debug, Deserialize, Clone)]
pub struct ServerConfig {
    pub host: String,
    pub port: u16,
}

#[derive(Debug, Deserialize, Clone)]
pub struct Config {
    pub server: ServerConfig,
    pub database: DatabaseConfig,
    pub log_level: String,
}

#[derive(Debug, thiserror::Error)]
pub enum ConfigError {
    #[error("could not read {0}: {1}")]
    Io(String, std::io::Error),
    #[error("invalid config: {0}")]
    Parse(#[from] toml::de::Error),
    #[error("invalid value for {0}: {1}")]
    BadValue(String, String),
}

pub fn load_file(path: &Path) -> Result<Config, ConfigError> {
    let text = fs::read_to_string(path)
        .map_err(|e| ConfigError::Io(path.display().to_string(), e))?;
    let config: Config = toml::from_str(&text)?;
    Ok(config)
}

pub fn apply_env_overrides(mut config: Config, prefix: &str) -> Result<Config, ConfigError> {
    let var = |name: &str| env::var(format!("{}_{}", prefix, name));
    if let Ok(host) = var("HOST") {
        config.server.host = host;
    }
    if let Ok(port) = var("PORT") {
        config.server.port = port
            .parse()
            .map_err(|_| ConfigError::BadValue(format!("{}_PORT", prefix), port.clone()))?;
    }
    if let Ok(url) = var("DATABASE_URL") {
        config.database.url = url;
    }
    if let Ok(level) = var("LOG_LEVEL") {
        config.log_level = level;
    }
    Ok(config)
}

pub fn load(path: &Path, env_prefix: &str) -> Result<Config, ConfigError> {
    let config = load_file(path)?;
    apply_env_overrides(config, env_prefix)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn missing_file_is_io_error() {
        let err = load_file(Path::new("/nonexistent/config.toml")).unwrap_err();
        assert!(matches!(err, ConfigError::Io(_, _)));
    }
}
