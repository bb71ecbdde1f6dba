use std::env;
use std::fs;
use std::path::Path;
use std::time::Duration;

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
    #[error("invalid config file: {0}")]
    Parse(#[from] toml::de::Error),
    #[error("invalid value for {var}: {value}")]
    Env { var: &'static str, value: String },
}

#[derive(Debug, Clone, Deserialize)]
#[serde(default)]
pub struct Config {
    pub listen_addr: String,
    pub database_url: String,
    pub db_pool_size: u32,
    pub request_timeout_secs: u64,
    pub log_level: String,
    pub metrics_enabled: bool,
}

impl Default for Config {
    fn default() -> Self {
        Self {
            listen_addr: "0.0.0.0:8080".to_owned(),
            database_url: "postgres://localhost/app".to_owned(),
            db_pool_size: 10,
            request_timeout_secs: 30,
            log_level: "info".to_owned(),
            metrics_enabled: true,
        }
    }
}

fn parse_env<T: std::str::FromStr>(var: &'static str) -> Result<Option<T>, ConfigError> {
    match env::var(var) {
        Ok(value) => value
            .parse()
            .map(Some)
            .map_err(|_| ConfigError::Env { var, value }),
        Err(_) => Ok(None),
    }
}

impl Config {
    pub fn load(path: &Path) -> Result<Self, ConfigError> {
        let mut config = if path.exists() {
            let text = fs::read_to_string(path).map_err(|source| ConfigError::Read {
                path: path.display().to_string(),
                source,
            })?;
            toml::from_str(&text)?
        } else {
            Config::default()
        };
        config.apply_env()?;
        Ok(config)
    }

    fn apply_env(&mut self) -> Result<(), ConfigError> {
        if let Some(v) = parse_env::<String>("APP_LISTEN_ADDR")? {
            self.listen_addr = v;
        }
        if let Some(v) = parse_env::<String>("DATABASE_URL")? {
            self.database_url = v;
        }
        if let Some(v) = parse_env::<u32>("APP_DB_POOL_SIZE")? {
            if v == 0 {
                return Err(ConfigError::Env { var: "APP_DB_POOL_SIZE", value: v.to_string() });
            }
            self.db_pool_size = v;
        }
        if let Some(v) = parse_env::<u64>("APP_REQUEST_TIMEOUT_SECS")? {
            self.request_timeout_secs = v;
        }
        if let Some(v) = parse_env::<String>("APP_LOG_LEVEL")? {
            self.log_level = v;
        }
        if let Some(v) = parse_env::<bool>("APP_METRICS_ENABLED")? {
            self.metrics_enabled = v;
        }
        Ok(())
    }

    pub fn request_timeout(&self) -> Duration {
        Duration::from_secs(self.request_timeout_secs)
    }
}
