type Config struct {
	Addr         string
	DatabaseURL  string
	ReadTimeout  time.Duration
	WriteTimeout time.Duration
	MaxConns     int
	LogLevel     string
}

// ...

	cfg := &Config{
		Addr:         getenv("ADDR", ":8080"),
		DatabaseURL:  os.Getenv("DATABASE_URL"),
		ReadTimeout:  5 * time.Second,
		WriteTimeout: 10 * time.Second,
		MaxConns:     maxConns,
		LogLevel:     getenv("LOG_LEVEL", "info"),
	}
	// ...
