// ... existing code ...

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

// ... existing code ...
