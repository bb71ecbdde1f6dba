func Load() (*Config, error) {
	port, err := getEnvInt("PORT", 8080)
	if err != nil {
		return nil, err
	}
	readTimeout, err := getEnvDuration("READ_TIMEOUT", 5*time.Second)
	if err != nil {
		return nil, err
	}
	writeTimeout, err := getEnvDuration("WRITE_TIMEOUT", 10*time.Second)
	if err != nil {
		return nil, err
	}
	cfg := &Config{
		Host:           getEnv("HOST", "0.0.0.0"),
		Port:           port,
		ReadTimeout:    readTimeout,
		WriteTimeout:   writeTimeout,
		AllowedOrigins: splitList(getEnv("ALLOWED_ORIGINS", "")),
		LogLevel:       strings.ToLower(getEnv("LOG_LEVEL", "info")),
	}
	return cfg, cfg.Validate()
}

// ... rest of config.go unchanged ...
