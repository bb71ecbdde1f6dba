fn parse_duration_secs(key: &'static str, raw: &str) -> Result<Duration, ConfigError> {
    let secs: u64 = raw.trim().parse().map_err(|_| ConfigError::invalid(key, raw))?;
    Ok(Duration::from_secs(secs.max(1)))
}

// ... rest of the file unchanged ...
