// ... existing code ...

	if v := os.Getenv("APP_ENABLE_PROFILING"); v != "" {
		cfg.EnableProfiling = v == "1" || v == "true"
	}
	return nil
}

func (c *Config) Validate() error {
	// ... existing code ...
}
