use std::env;
use std::fs;
use std::path::Path;

use serde::Deserialize;

#[derive(Debug, Clone, Deserialize)]
pub struct Settings {
    pub listen_addr: String,
    pub database_url: String,
    pub max_connections: u32,
    pub log_level: String,
}

impl Default for Settings {
    fn default() -> Self {
        Self {
            listen_addr: "127.0.0.1:8080".into(),
            database_url: "sqlite://app.db".into(),
            max_connections: 10,
            log_level: "info".into(),
        }
    }
}

impl Settings {
    /// Reads settings from `APP_*` environment variables, falling back to defaults.
    pub fn from_env() -> Self {
        let mut s = Self::default();
        if let Ok(v) = env::var("APP_LISTEN_ADDR") {
            s.listen_addr = v;
        }
        if let Ok(v) = env::var("APP_DATABASE_URL") {
            s.database_url = v;
        }
        if let Some(v) = env::var("APP_MAX_CONNECTIONS").ok().and_then(|v| v.parse().ok()) {
            s.max_connections = v;
        }
        if let Ok(v) = env::var("APP_LOG_LEVEL") {
            s.log_level = v;
        }
        s
    }

    /// Reads settings from a TOML file.
    pub fn from_file(path: &Path) -> anyhow::Result<Self> {
        let text = fs::read_to_string(path)?;
        let settings: Settings = toml::from_str(&text)?;
        Ok(settings)
    }

    /// Checks that the settings make sense.
    pub fn validate(&self) -> anyhow::Result<()> {
        if self.max_connections == 0 {
            anyhow::bail!("max_connections must be at least 1");
        }
        if !["trace", "debug", "info", "warn", "error"].contains(&self.log_level.as_str()) {
            anyhow::bail!("unknown log level {:?}", self.log_level);
        }
        Ok(())
    }
}
