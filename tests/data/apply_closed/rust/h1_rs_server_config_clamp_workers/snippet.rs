fn parse_workers(raw: &str) -> Result<usize, ConfigError> {
    let n = raw.parse::<usize>().map_err(|_| ConfigError::Invalid {
        name: "WORKERS",
        value: raw.to_string(),
    })?;
    Ok(n.clamp(1, 256))
}

// ... existing code ...
