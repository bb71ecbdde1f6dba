package config

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"strconv"
	"time"
)

type Config struct {
	ListenAddr      string        `json:"listen_addr"`
	DatabaseURL     string        `json:"database_url"`
	MaxConns        int           `json:"max_conns"`
	ShutdownTimeout time.Duration `json:"shutdown_timeout"`
	Debug           bool          `json:"debug"`
}

func defaults() *Config {
	return &Config{
		ListenAddr:      ":8080",
		MaxConns:        10,
		ShutdownTimeout: 10 * time.Second,
	}
}

func Load(path string) (*Config, error) {
	cfg := defaults()
	if path != "" {
		if err := cfg.fromFile(path); err != nil {
			return nil, err
		}
	}
	cfg.applyEnv()
	if err := cfg.validate(); err != nil {
		return nil, err
	}
	return cfg, nil
}

func (c *Config) fromFile(path string) error {
	data, err := os.ReadFile(path)
	if err != nil {
		return fmt.Errorf("read config: %w", err)
	}
	if err := json.Unmarshal(data, c); err != nil {
		return fmt.Errorf("parse config %s: %w", path, err)
	}
	return nil
}

func (c *Config) applyEnv() {
	if v := os.Getenv("SERVICE_LISTEN_ADDR"); v != "" {
		c.ListenAddr = v
	}
	if v := os.Getenv("SERVICE_DATABASE_URL"); v != "" {
		c.DatabaseURL = v
	}
	if v, err := strconv.Atoi(os.Getenv("SERVICE_MAX_CONNS")); err == nil {
		c.MaxConns = v
	}
	if v, err := time.ParseDuration(os.Getenv("SERVICE_SHUTDOWN_TIMEOUT")); err == nil {
		c.ShutdownTimeout = v
	}
	if v, err := strconv.ParseBool(os.Getenv("SERVICE_DEBUG")); err == nil {
		c.Debug = v
	}
}

func (c *Config) validate() error {
	if c.DatabaseURL == "" {
		return errors.New("config: database_url is required")
	}
	if c.MaxConns <= 0 {
		return fmt.Errorf("config: max_conns must be positive, got %d", c.MaxConns)
	}
	if c.ShutdownTimeout < time.Second {
		return errors.New("config: shutdown_timeout must be at least 1s")
	}
	return nil
}
