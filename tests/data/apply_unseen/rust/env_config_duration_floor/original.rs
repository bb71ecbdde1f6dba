use std::env;
use std::fmt;
use std::time::Duration;

#[derive(Debug)]
pub struct ConfigError {
    key: &'static str,
    value: String,
}

impl ConfigError {
    fn invalid(key: &'static str, value: &str) -> Self {
        ConfigError { key, value: value.to_string() }
    }
}

impl fmt::Display for ConfigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "invalid value {:?} for {}", self.value, self.key)
    }
}

impl std::error::Error for ConfigError {}

#[derive(Debug, Clone)]
pub struct Config {
    pub port: u16,
    pub debug: bool,
    pub request_timeout: Duration,
    pub idle_timeout: Duration,
    pub workers: usize,
}

fn parse_port(key: &'static str, raw: &str) -> Result<u16, ConfigError> {
    let port: u16 = raw.trim().parse().map_err(|_| ConfigError::invalid(key, raw))?;
    if port == 0 {
        return Err(ConfigError::invalid(key, raw));
    }
    Ok(port)
}

fn parse_bool(key: &'static str, raw: &str) -> Result<bool, ConfigError> {
    match raw.trim().to_ascii_lowercase().as_str() {
        "1" | "true" | "yes" | "on" => Ok(true),
        "0" | "false" | "no" | "off" => Ok(false),
        _ => Err(ConfigError::invalid(key, raw)),
    }
}

fn parse_duration_secs(key: &'static str, raw: &str) -> Result<Duration, ConfigError> {
    let secs: u64 = raw.trim().parse().map_err(|_| ConfigError::invalid(key, raw))?;
    Ok(Duration::from_secs(secs))
}

fn parse_count(key: &'static str, raw: &str) -> Result<usize, ConfigError> {
    let n: usize = raw.trim().parse().map_err(|_| ConfigError::invalid(key, raw))?;
    Ok(n.max(1))
}

fn var_or(key: &str, default: &str) -> String {
    env::var(key).unwrap_or_else(|_| default.to_string())
}

impl Config {
    pub fn from_env() -> Result<Self, ConfigError> {
        Ok(Config {
            port: parse_port("PORT", &var_or("PORT", "8080"))?,
            debug: parse_bool("DEBUG", &var_or("DEBUG", "false"))?,
            request_timeout: parse_duration_secs("REQUEST_TIMEOUT", &var_or("REQUEST_TIMEOUT", "30"))?,
            idle_timeout: parse_duration_secs("IDLE_TIMEOUT", &var_or("IDLE_TIMEOUT", "90"))?,
            workers: parse_count("WORKERS", &var_or("WORKERS", "4"))?,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rejects_port_zero() {
        assert!(parse_port("PORT", "0").is_err());
    }

    #[test]
    fn accepts_common_booleans() {
        assert!(parse_bool("DEBUG", " Yes ").unwrap());
        assert!(!parse_bool("DEBUG", "off").unwrap());
    }
}
