use std::fs;
use std::path::{Path, PathBuf};
use std::time::Duration;

use serde::Deserialize;

#[derive(Debug, Deserialize, Clone)]
pub struct Config {
    pub listen_addr: String,
    pub database_url: String,
    #[serde(default = "default_workers")]
    pub workers: usize,
    #[serde(default)]
    pub feature_flags: Vec<String>,
}

fn default_workers() -> usize {
    4
}

#[derive(Debug, thiserror::Error)]
pub enum ConfigError {
    #[error("failed to read {path}: {source}")]
    Io { path: PathBuf, source: std::io::Error },
    #[error("invalid config: {0}")]
    Parse(#[from] toml::de::Error),
    #[error("remote config: {0}")]
    Remote(#[from] reqwest::Error),
}

pub fn load_from_file(path: &Path) -> Result<Config, ConfigError> {
    let text = fs::read_to_string(path)
        .map_err(|source| ConfigError::Io { path: path.to_path_buf(), source })?;
    parse(&text)
}

pub fn load_from_url(url: &str) -> Result<Config, ConfigError> {
    let client = reqwest::blocking::Client::builder()
        .user_agent("svc-config/1.0")
        .build()?;
    let text = client.get(url).send()?.error_for_status()?.text()?;
    parse(&text)
}

pub fn parse(text: &str) -> Result<Config, ConfigError> {
    let config: Config = toml::from_str(text)?;
    Ok(config)
}

pub fn load(source: &str) -> Result<Config, ConfigError> {
    if source.starts_with("http://") || source.starts_with("https://") {
        load_from_url(source)
    } else {
        load_from_file(Path::new(source))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_minimal_config() {
        let cfg = parse("listen_addr = \"0.0.0.0:8080\"\ndatabase_url = \"postgres://x\"\n").unwrap();
        assert_eq!(cfg.workers, 4);
        assert!(cfg.feature_flags.is_empty());
    }
}
