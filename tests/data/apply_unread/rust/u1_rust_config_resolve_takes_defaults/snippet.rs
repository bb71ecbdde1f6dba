// ... existing code ...

pub fn resolve(raw: RawConfig, defaults: &Config) -> Result<Config, ConfigError> {
    let database_url = raw
        .database
        .url
        .or_else(|| Some(defaults.database_url.clone()).filter(|url| !url.is_empty()))
        .ok_or(ConfigError::Missing("database.url"))?;
    Ok(Config {
        host: raw.server.host.unwrap_or_else(|| defaults.host.clone()),
        port: raw.server.port.unwrap_or(defaults.port),
        workers: raw.server.workers.unwrap_or(defaults.workers),
        database_url,
        pool_size: raw.database.pool_size.unwrap_or(defaults.pool_size),
    })
}

pub fn load(path: &Path, defaults: &Config) -> Result<Config, ConfigError> {
    let raw = read_raw(path)?;
    resolve(raw, defaults)
}

// ... existing code ...
