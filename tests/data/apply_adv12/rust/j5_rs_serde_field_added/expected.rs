use serde::{Deserialize, Serialize};
use std::path::PathBuf;

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub struct Config {
    pub listen_addr: String,

    #[serde(default = "default_workers")]
    pub workers: usize,

    #[serde(default = "default_timeout_secs")]
    pub request_timeout_secs: u64,

    #[serde(default)]
    pub log_level: Option<String>,

    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub allowed_origins: Vec<String>,

    pub data_dir: PathBuf,
}

fn default_workers() -> usize {
    num_cpus::get()
}

fn default_timeout_secs() -> u64 {
    30
}

impl Config {
    pub fn load(path: &std::path::Path) -> anyhow::Result<Self> {
        let text = std::fs::read_to_string(path)?;
        Ok(toml::from_str(&text)?)
    }
}
