package config

import (
	"fmt"
	"os"
	"strconv"
	"time"
)

type Config struct {
	Addr         string
	DatabaseURL  string
	ReadTimeout  time.Duration
	WriteTimeout time.Duration
	MaxConns     int
}

func getenv(key, fallback string) string {
	if v, ok := os.LookupEnv(key); ok {
		return v
	}
	return fallback
}

func Load() (*Config, error) {
	maxConns, err := strconv.Atoi(getenv("MAX_CONNS", "20"))
	if err != nil {
		return nil, fmt.Errorf("MAX_CONNS: %w", err)
	}
	cfg := &Config{
		Addr:         getenv("ADDR", ":8080"),
		DatabaseURL:  os.Getenv("DATABASE_URL"),
		ReadTimeout:  5 * time.Second,
		WriteTimeout: 10 * time.Second,
		MaxConns:     maxConns,
	}
	if cfg.DatabaseURL == "" {
		return nil, fmt.Errorf("DATABASE_URL is required")
	}
	return cfg, nil
}
