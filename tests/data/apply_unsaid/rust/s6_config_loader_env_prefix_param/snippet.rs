// ... existing code ...

pub fn load_config(path: &Path, env_prefix: Option<&str>) -> Result<Config, ConfigError> {
    let raw = fs::read_to_string(path).map_err(|e| ConfigError::Io(path.to_path_buf(), e))?;
    let mut config: Config = toml::from_str(&raw)?;
    if let Some(prefix) = env_prefix {
        if let Ok(url) = env::var(format!("{prefix}_DATABASE_URL")) {
            config.database_url = Some(url);
        }
        if let Ok(addr) = env::var(format!("{prefix}_LISTEN_ADDR")) {
            config.listen_addr = addr;
        }
    }
    config.validate()?;
    Ok(config)
}

// ... existing code ...

pub fn load_default() -> Result<Config, ConfigError> {
    load_config(&default_config_path(), Some("APP"))
}

// ... existing code ...
