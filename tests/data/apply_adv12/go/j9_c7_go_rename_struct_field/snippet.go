// ... existing code ...

type Config struct {
	Addr         string
	DatabaseURL  string
	CacheURL     string
	// ... existing fields ...
}

func Load() (*Config, error) {
	c := &Config{
		Addr:        getenv("ADDR", ":8080"),
		DatabaseURL: os.Getenv("DATABASE_URL"),
		CacheURL:    getenv("CACHE_URL", "redis://localhost:6379/0"),
		CacheTTL:    10 * time.Minute,
	}
	// ... existing code ...
}

// ... existing code ...
