func Load(path string) (*Config, error) {
	// ... existing code ...
	if err := yaml.Unmarshal(data, cfg); err != nil {
		return nil, fmt.Errorf("parse config %s: %w", path, err)
	}

	// Environment variables take precedence over the file.
	if v := os.Getenv("APP_PORT"); v != "" {
		port, err := strconv.Atoi(v)
		if err != nil {
			return nil, fmt.Errorf("APP_PORT: %w", err)
		}
		cfg.Port = port
	}
	if v := os.Getenv("DATABASE_URL"); v != "" {
		cfg.DatabaseURL = v
	}

	if err := cfg.validate(); err != nil {
		return nil, err
	}
	return cfg, nil
}
