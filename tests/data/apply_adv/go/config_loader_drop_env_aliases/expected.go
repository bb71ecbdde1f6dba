package config

import (
	"errors"
	"fmt"
	"os"
	"strconv"
	"time"

	"gopkg.in/yaml.v3"
)

type Config struct {
	ListenAddr      string        `yaml:"listen_addr"`
	DatabaseURL     string        `yaml:"database_url"`
	ReadTimeout     time.Duration `yaml:"read_timeout"`
	WriteTimeout    time.Duration `yaml:"write_timeout"`
	MaxConnections  int           `yaml:"max_connections"`
	EnableProfiling bool          `yaml:"enable_profiling"`
}

func Defaults() *Config {
	return &Config{
		ListenAddr:     ":8080",
		ReadTimeout:    5 * time.Second,
		WriteTimeout:   10 * time.Second,
		MaxConnections: 20,
	}
}

func Load(path string) (*Config, error) {
	cfg := Defaults()
	if path != "" {
		data, err := os.ReadFile(path)
		if err != nil {
			return nil, fmt.Errorf("read config: %w", err)
		}
		if err := yaml.Unmarshal(data, cfg); err != nil {
			return nil, fmt.Errorf("parse config: %w", err)
		}
	}
	if err := applyEnv(cfg); err != nil {
		return nil, err
	}
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	return cfg, nil
}

func applyEnv(cfg *Config) error {
	if v := os.Getenv("APP_LISTEN_ADDR"); v != "" {
		cfg.ListenAddr = v
	}
	if v := os.Getenv("APP_DATABASE_URL"); v != "" {
		cfg.DatabaseURL = v
	}
	if v := os.Getenv("APP_MAX_CONNECTIONS"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil {
			return fmt.Errorf("APP_MAX_CONNECTIONS: %w", err)
		}
		cfg.MaxConnections = n
	}
	if v := os.Getenv("APP_ENABLE_PROFILING"); v != "" {
		cfg.EnableProfiling = v == "1" || v == "true"
	}
	return nil
}

func (c *Config) Validate() error {
	var errs []error
	if c.DatabaseURL == "" {
		errs = append(errs, errors.New("database_url is required"))
	}
	if c.MaxConnections < 1 {
		errs = append(errs, fmt.Errorf("max_connections must be positive, got %d", c.MaxConnections))
	}
	if c.ReadTimeout <= 0 || c.WriteTimeout <= 0 {
		errs = append(errs, errors.New("timeouts must be positive"))
	}
	return errors.Join(errs...)
}
