package config

import (
	"fmt"
	"os"
	"strconv"
	"time"
)

// Config holds the runtime settings of the API server.
type Config struct {
	// HTTP server
	ListenAddr      string
	ReadTimeout     time.Duration
	WriteTimeout    time.Duration
	ShutdownTimeout time.Duration

	// Database
	DatabaseURL     string
	MaxOpenConns    int
	MaxIdleConns    int
	ConnMaxLifetime time.Duration

	// Observability
	LogLevel        string
	MetricsAddr     string
	TraceSampleRate float64
}

func getenv(key, fallback string) string {
	if v, ok := os.LookupEnv(key); ok && v != "" {
		return v
	}
	return fallback
}

func getDuration(key string, fallback time.Duration) (time.Duration, error) {
	raw, ok := os.LookupEnv(key)
	if !ok || raw == "" {
		return fallback, nil
	}
	d, err := time.ParseDuration(raw)
	if err != nil {
		return 0, fmt.Errorf("%s: %w", key, err)
	}
	return d, nil
}

func getInt(key string, fallback int) (int, error) {
	raw, ok := os.LookupEnv(key)
	if !ok || raw == "" {
		return fallback, nil
	}
	n, err := strconv.Atoi(raw)
	if err != nil {
		return 0, fmt.Errorf("%s: %w", key, err)
	}
	return n, nil
}

// Load reads the configuration from the environment.
func Load() (*Config, error) {
	cfg := &Config{
		ListenAddr:  getenv("LISTEN_ADDR", ":8080"),
		DatabaseURL: getenv("DATABASE_URL", ""),
		LogLevel:    getenv("LOG_LEVEL", "info"),
		MetricsAddr: getenv("METRICS_ADDR", ":9090"),
	}
	if cfg.DatabaseURL == "" {
		return nil, fmt.Errorf("DATABASE_URL is required")
	}

	var err error
	if cfg.ReadTimeout, err = getDuration("READ_TIMEOUT", 10*time.Second); err != nil {
		return nil, err
	}
	if cfg.WriteTimeout, err = getDuration("WRITE_TIMEOUT", 30*time.Second); err != nil {
		return nil, err
	}
	if cfg.ShutdownTimeout, err = getDuration("SHUTDOWN_TIMEOUT", 15*time.Second); err != nil {
		return nil, err
	}
	if cfg.MaxOpenConns, err = getInt("DB_MAX_OPEN_CONNS", 20); err != nil {
		return nil, err
	}
	if cfg.MaxIdleConns, err = getInt("DB_MAX_IDLE_CONNS", 5); err != nil {
		return nil, err
	}
	if cfg.ConnMaxLifetime, err = getDuration("DB_CONN_MAX_LIFETIME", 30*time.Minute); err != nil {
		return nil, err
	}

	rate, err := strconv.ParseFloat(getenv("TRACE_SAMPLE_RATE", "0.1"), 64)
	if err != nil {
		return nil, fmt.Errorf("TRACE_SAMPLE_RATE: %w", err)
	}
	cfg.TraceSampleRate = rate

	return cfg, nil
}
