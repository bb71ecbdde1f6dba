pub fn parse(text: &str) -> Result<Config, ConfigError> {
    // ... existing code ...
    Ok(config)
}

// ... removed parse_legacy_ini() — .ini files are no longer supported ...

pub fn load_config(path: &Path) -> Result<Config, ConfigError> {
    let text = fs::read_to_string(path)?;
    parse(&text)
}

// ... existing code ...
