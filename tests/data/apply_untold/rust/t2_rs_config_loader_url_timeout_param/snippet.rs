pub fn load_from_url(url: &str, timeout: Duration) -> Result<Config, ConfigError> {
    let client = reqwest::blocking::Client::builder()
        .user_agent("svc-config/1.0")
        .timeout(timeout)
        .build()?;
    // ... rest unchanged ...
}

// ...

pub fn load(source: &str) -> Result<Config, ConfigError> {
    if source.starts_with("http://") || source.starts_with("https://") {
        load_from_url(source, Duration::from_secs(5))
    } else {
// ...
