// Package config loads the stockroom service settings from the environment.
package config

import (
	"fmt"
	"os"
	"strconv"
	"time"
)

// Config holds every setting the service reads at startup.
type Config struct {
	DatabaseURL string
	ListenAddr  string
	LogLevel    string

	ReadTimeout     time.Duration
	WriteTimeout    time.Duration
	ShutdownTimeout time.Duration

	// MaxBatchSize caps how many stock movements one import request may carry.
	MaxBatchSize int
}

func defaults() *Config {
	return &Config{
		ListenAddr:      ":8080",
		LogLevel:        "info",
		ReadTimeout:     5 * time.Second,
		WriteTimeout:    10 * time.Second,
		ShutdownTimeout: 15 * time.Second,
		MaxBatchSize:    500,
	}
}

func durationEnv(name string, into *time.Duration) error {
	v := os.Getenv(name)
	if v == "" {
		return nil
	}
	d, err := time.ParseDuration(v)
	if err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	*into = d
	return nil
}

// Load reads the STOCKROOM_* variables on top of the defaults.
func Load() (*Config, error) {
	cfg := defaults()

	cfg.DatabaseURL = os.Getenv("STOCKROOM_DATABASE_URL")
	if cfg.DatabaseURL == "" {
		return nil, fmt.Errorf("STOCKROOM_DATABASE_URL is required")
	}
	if v := os.Getenv("STOCKROOM_LISTEN_ADDR"); v != "" {
		cfg.ListenAddr = v
	}
	if v := os.Getenv("STOCKROOM_PORT"); v != "" {
		port, err := strconv.Atoi(v)
		if err != nil {
			return nil, fmt.Errorf("STOCKROOM_PORT: %w", err)
		}
		cfg.ListenAddr = fmt.Sprintf(":%d", port)
	}
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

	for name, into := range map[string]*time.Duration{
		"STOCKROOM_READ_TIMEOUT":     &cfg.ReadTimeout,
		"STOCKROOM_WRITE_TIMEOUT":    &cfg.WriteTimeout,
		"STOCKROOM_SHUTDOWN_TIMEOUT": &cfg.ShutdownTimeout,
	} {
		if err := durationEnv(name, into); err != nil {
			return nil, err
		}
	}

	return cfg, nil
}

// Validate reports settings that are present but unusable.
func (c *Config) Validate() error {
	switch c.LogLevel {
	case "debug", "info", "warn", "error":
	default:
		return fmt.Errorf("unknown log level %q", c.LogLevel)
	}
	if c.ShutdownTimeout < c.WriteTimeout {
		return fmt.Errorf("shutdown timeout %s is shorter than write timeout %s", c.ShutdownTimeout, c.WriteTimeout)
	}
	return nil
}
