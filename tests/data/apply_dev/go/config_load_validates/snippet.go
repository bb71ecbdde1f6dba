// ... existing code ...

// Load reads the YAML file at path on top of the defaults, then applies environment overrides.
func Load(path string) (*Config, error) {
	// ... existing code ...
	cfg.applyEnv()
	return cfg, cfg.validate()
}

// ... existing code ...
