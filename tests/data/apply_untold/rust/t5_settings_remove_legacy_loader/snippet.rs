    /// Reads settings from a TOML file.
    pub fn from_file(path: &Path) -> anyhow::Result<Self> {
        let text = fs::read_to_string(path)?;
        let settings: Settings = toml::from_str(&text)?;
        Ok(settings)
    }

    /// Checks that the settings make sense.
    pub fn validate(&self) -> anyhow::Result<()> {
