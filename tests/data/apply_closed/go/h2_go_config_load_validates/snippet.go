func Load(path string) (Config, error) {
	cfg, err := LoadFile(path)
	if err != nil {
		return cfg, err
	}
	if err := ApplyEnv(&cfg); err != nil {
		return cfg, err
	}
	return cfg, cfg.Validate()
}

// ... existing code ...
