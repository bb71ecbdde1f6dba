func Default() Config {
	return Config{
		Addr:         ":8080",
		LogLevel:     "debug",
		// ... existing fields ...
	}
}
