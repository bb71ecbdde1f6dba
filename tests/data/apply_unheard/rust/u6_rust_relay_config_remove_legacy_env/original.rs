use std::env;
use std::fs;
use std::path::{Path, PathBuf};

use serde::Deserialize;
use thiserror::Error;

const DEFAULT_CONFIG_NAME: &str = "relay.toml";
const ENV_PREFIX: &str = "RELAY_";

#[derive(Debug, Error)]
pub enum ConfigError {
    #[error("could not read {path}: {source}")]
    Io {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
    #[error("invalid config: {0}")]
    Parse(#[from] toml::de::Error),
    #[error("missing required setting `{0}`")]
    Missing(&'static str),
}

#[derive(Debug, Clone, Deserialize)]
pub struct Config {
    pub listen: String,
    pub upstream: String,
    #[serde(default = "default_workers")]
    pub workers: usize,
    #[serde(default)]
    pub verbose: bool,
}

fn default_workers() -> usize {
    4
}

pub fn find_config_file(start: &Path) -> Option<PathBuf> {
    let mut dir = Some(start);
    while let Some(d) = dir {
        let candidate = d.join(DEFAULT_CONFIG_NAME);
        if candidate.is_file() {
            return Some(candidate);
        }
        dir = d.parent();
    }
    None
}

pub fn load_from_file(path: &Path) -> Result<Config, ConfigError> {
    let text = fs::read_to_string(path).map_err(|source| ConfigError::Io {
        path: path.to_path_buf(),
        source,
    })?;
    let mut config: Config = toml::from_str(&text)?;
    apply_env_overrides(&mut config);
    Ok(config)
}

/// Reads the whole configuration from `RELAY_LEGACY_*` variables.
///
/// Kept for deployments that predate the config file.
#[deprecated(since = "0.6.0", note = "use a relay.toml file instead")]
pub fn load_legacy_env() -> Result<Config, ConfigError> {
    let listen = env::var("RELAY_LEGACY_LISTEN").map_err(|_| ConfigError::Missing("listen"))?;
    let upstream = env::var("RELAY_LEGACY_UPSTREAM").map_err(|_| ConfigError::Missing("upstream"))?;
    let workers = env::var("RELAY_LEGACY_WORKERS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or_else(default_workers);
    Ok(Config {
        listen,
        upstream,
        workers,
        verbose: false,
    })
}

fn apply_env_overrides(config: &mut Config) {
    if let Ok(v) = env::var(format!("{ENV_PREFIX}LISTEN")) {
        config.listen = v;
    }
    if let Ok(v) = env::var(format!("{ENV_PREFIX}UPSTREAM")) {
        config.upstream = v;
    }
    if let Some(n) = env::var(format!("{ENV_PREFIX}WORKERS")).ok().and_then(|v| v.parse().ok()) {
        config.workers = n;
    }
    if env::var(format!("{ENV_PREFIX}VERBOSE")).is_ok_and(|v| v == "1" || v == "true") {
        config.verbose = true;
    }
}
