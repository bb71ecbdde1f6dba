// ...

type Config struct {
	// ...
	ShutdownTimeout time.Duration

	// MaxBatchSize caps how many stock movements one import request may carry.
	MaxBatchSize int
}

func defaults() *Config {
	return &Config{
		// ...
		ShutdownTimeout: 15 * time.Second,
		MaxBatchSize:    500,
	}
}

// ...

func Load() (*Config, error) {
	// ...
	if v := os.Getenv("STOCKROOM_LOG_LEVEL"); v != "" {
		cfg.LogLevel = v
	}
	if v := os.Getenv("STOCKROOM_MAX_BATCH_SIZE"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil {
			return nil, fmt.Errorf("STOCKROOM_MAX_BATCH_SIZE: %w", err)
		}
		cfg.MaxBatchSize = n
	}
	// ...
}

// ...
