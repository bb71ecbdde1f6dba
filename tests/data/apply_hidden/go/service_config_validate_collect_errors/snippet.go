// ... existing code ...

// Validate checks the configuration and reports every problem it finds.
func (c *Config) Validate() error {
	var errs []error
	if c.Database.URL == "" {
		errs = append(errs, errors.New("database.url is required"))
	}
	if c.Database.MaxIdleConns > c.Database.MaxOpenConns {
		errs = append(errs, errors.New("database.max_idle_conns must not exceed max_open_conns"))
	}
	if c.HTTP.ReadTimeout < 0 || c.HTTP.WriteTimeout < 0 {
		errs = append(errs, errors.New("http timeouts must not be negative"))
	}
	switch c.LogLevel {
	case "debug", "info", "warn", "error":
	default:
		errs = append(errs, fmt.Errorf("unknown log_level %q", c.LogLevel))
	}
	if c.Env == "production" && c.LogLevel == "debug" {
		errs = append(errs, errors.New("log_level debug is not allowed in production"))
	}
	return errors.Join(errs...)
}

// ... existing code ...
