impl Config {
    // ... existing code ...

    pub fn load<P: AsRef<Path>>(path: P) -> std::io::Result<Config> {
        let text = std::fs::read_to_string(path)?;
        Ok(Config::parse(&text))
    }

    // ... existing code ...
}
