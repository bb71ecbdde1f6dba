package config

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"gopkg.in/yaml.v3"
)

type Config struct {
	ListenAddr   string        `json:"listen_addr" yaml:"listen_addr"`
	DatabaseURL  string        `json:"database_url" yaml:"database_url"`
	LogLevel     string        `json:"log_level" yaml:"log_level"`
	ReadTimeout  time.Duration `json:"read_timeout" yaml:"read_timeout"`
	WriteTimeout time.Duration `json:"write_timeout" yaml:"write_timeout"`
}

func Default() *Config {
	return &Config{
		ListenAddr:   ":8080",
		LogLevel:     "info",
		ReadTimeout:  5 * time.Second,
		WriteTimeout: 10 * time.Second,
	}
}

func Load(path string) (*Config, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("read config: %w", err)
	}

	cfg := Default()
	switch ext := strings.ToLower(filepath.Ext(path)); ext {
	case ".json":
		err = json.Unmarshal(data, cfg)
	case ".yaml", ".yml":
		err = yaml.Unmarshal(data, cfg)
	case ".ini":
		err = loadINI(data, cfg)
	default:
		return nil, fmt.Errorf("unsupported config format %q", ext)
	}
	if err != nil {
		return nil, fmt.Errorf("parse %s: %w", path, err)
	}
	if cfg.DatabaseURL == "" {
		return nil, fmt.Errorf("%s: database_url is required", path)
	}
	return cfg, nil
}

// loadINI understands the flat key=value files written by the old installer.
func loadINI(data []byte, cfg *Config) error {
	scanner := bufio.NewScanner(bytes.NewReader(data))
	for scanner.Scan() {
		line := strings.TrimSpace(scanner.Text())
		if line == "" || strings.HasPrefix(line, "#") || strings.HasPrefix(line, ";") {
			continue
		}
		key, value, ok := strings.Cut(line, "=")
		if !ok {
			return fmt.Errorf("bad line %q", line)
		}
		switch strings.TrimSpace(key) {
		case "listen_addr":
			cfg.ListenAddr = strings.TrimSpace(value)
		case "database_url":
			cfg.DatabaseURL = strings.TrimSpace(value)
		case "log_level":
			cfg.LogLevel = strings.TrimSpace(value)
		}
	}
	return scanner.Err()
}

func (c *Config) Validate() error {
	switch c.LogLevel {
	case "debug", "info", "warn", "error":
	default:
		return fmt.Errorf("unknown log_level %q", c.LogLevel)
	}
	if c.ReadTimeout <= 0 || c.WriteTimeout <= 0 {
		return fmt.Errorf("timeouts must be positive")
	}
	return nil
}
