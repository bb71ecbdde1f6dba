// ... existing code ...

func Load(path string) (*Config, error) {
	cfg := defaults()
	if path != "" {
		if err := cfg.fromFile(path); err != nil {
			return nil, err
		}
	}
	cfg.applyEnv()
	if err := cfg.validate(); err != nil {
		return nil, err
	}
	return cfg, nil
}

// ... existing code ...

// ... removed applyLegacyEnv() — the APP_* variables are no longer supported ...

// ... existing code ...
