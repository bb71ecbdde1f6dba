// ... existing code ...

pub fn load_config(path: &Path, env_prefix: Option<&str>) -> Result<AppConfig, ConfigError> {
    let text = fs::read_to_string(path)?;
    let mut config = parse_config(&text)?;
    if let Some(prefix) = env_prefix {
        if let Ok(port) = std::env::var(format!("{}_PORT", prefix)) {
            config.server.port = port
                .parse()
                .map_err(|_| ConfigError::Invalid(format!("{}_PORT is not a valid port", prefix)))?;
        }
    }
    Ok(config)
}

// ... existing code ...
