use std::net::SocketAddr;
use std::path::PathBuf;
use std::time::Duration;

use serde::Deserialize;

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ServerConfig {
    #[serde(default = "default_bind")]
    pub bind: SocketAddr,
    #[serde(default = "default_workers")]
    pub workers: usize,
    #[serde(default = "default_read_timeout_secs")]
    pub read_timeout_secs: u64,
    #[serde(default = "default_write_timeout_secs")]
    pub write_timeout_secs: u64,
    #[serde(default = "default_idle_timeout_secs")]
    pub idle_timeout_secs: u64,
    #[serde(default = "default_max_body_bytes")]
    pub max_body_bytes: usize,
    pub static_dir: Option<PathBuf>,
}

fn default_bind() -> SocketAddr {
    "127.0.0.1:3000".parse().expect("valid default address")
}

fn default_workers() -> usize {
    std::thread::available_parallelism().map(|n| n.get()).unwrap_or(4)
}

fn default_read_timeout_secs() -> u64 {
    30
}

fn default_write_timeout_secs() -> u64 {
    30
}

fn default_idle_timeout_secs() -> u64 {
    30
}

fn default_max_body_bytes() -> usize {
    2 * 1024 * 1024
}

impl ServerConfig {
    pub fn read_timeout(&self) -> Duration {
        Duration::from_secs(self.read_timeout_secs)
    }

    pub fn write_timeout(&self) -> Duration {
        Duration::from_secs(self.write_timeout_secs)
    }

    pub fn idle_timeout(&self) -> Duration {
        Duration::from_secs(self.idle_timeout_secs)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn empty_document_uses_defaults() {
        let config: ServerConfig = toml::from_str("").unwrap();
        assert_eq!(config.bind.port(), 3000);
        assert_eq!(config.read_timeout(), Duration::from_secs(30));
        assert_eq!(config.max_body_bytes, 2 * 1024 * 1024);
    }

    #[test]
    fn rejects_unknown_fields() {
        assert!(toml::from_str::<ServerConfig>("bind_addr = \"0.0.0.0:80\"").is_err());
    }
}
