package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"log/slog"
	"os"
	"os/signal"
	"strconv"
	"syscall"
	"time"

	"gopkg.in/yaml.v3"
)

type Config struct {
	ListenAddr   string        `yaml:"listen_addr"`
	DatabaseURL  string        `yaml:"database_url"`
	LogLevel     string        `yaml:"log_level"`
	Workers      int           `yaml:"workers"`
	PollInterval time.Duration `yaml:"poll_interval"`
}

type options struct {
	configPath string
	dryRun     bool
	verbose    bool
}

func main() {
	opts := parseFlags(os.Args[1:])
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := run(ctx, opts); err != nil {
		fmt.Fprintln(os.Stderr, "error:", err)
		os.Exit(1)
	}
}

func parseFlags(args []string) options {
	fs := flag.NewFlagSet("queue-worker", flag.ExitOnError)
	var o options
	fs.StringVar(&o.configPath, "config", "/etc/queue-worker/config.yaml", "path to the config file")
	fs.BoolVar(&o.dryRun, "dry-run", false, "log jobs instead of running them")
	fs.BoolVar(&o.verbose, "v", false, "verbose logging")
	_ = fs.Parse(args)
	return o
}

func run(ctx context.Context, opts options) error {
	cfg, err := loadConfig(opts.configPath)
	if err != nil {
		return fmt.Errorf("load config: %w", err)
	}
	if err := validate(cfg); err != nil {
		return fmt.Errorf("invalid config: %w", err)
	}
	logger := newLogger(cfg.LogLevel, opts.verbose)
	logger.Info("starting", "workers", cfg.Workers, "dry_run", opts.dryRun)
	<-ctx.Done()
	logger.Info("shutting down")
	return nil
}

func loadConfig(path string) (*Config, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	cfg := Config{ListenAddr: ":8080", Workers: 4, PollInterval: 2 * time.Second, LogLevel: "info"}
	if err := yaml.Unmarshal(data, &cfg); err != nil {
		return nil, fmt.Errorf("parse %s: %w", path, err)
	}
	return &cfg, nil
}

// applyLegacyEnv copies the pre-2.0 QW_* environment variables onto cfg.
// Deprecated: config v2 reads everything from the YAML file.
func applyLegacyEnv(cfg *Config) {
	if v := os.Getenv("QW_DATABASE"); v != "" {
		cfg.DatabaseURL = v
	}
	if v := os.Getenv("QW_WORKERS"); v != "" {
		if n, err := strconv.Atoi(v); err == nil {
			cfg.Workers = n
		}
	}
	if v := os.Getenv("QW_POLL"); v != "" {
		if d, err := time.ParseDuration(v); err == nil {
			cfg.PollInterval = d
		}
	}
}

func validate(cfg *Config) error {
	if cfg.DatabaseURL == "" {
		return errors.New("database_url is required")
	}
	if cfg.Workers < 1 || cfg.Workers > 64 {
		return errors.New("workers must be between 1 and 64, got " + strconv.Itoa(cfg.Workers))
	}
	if cfg.PollInterval < 100*time.Millisecond {
		return errors.New("poll_interval must be at least 100ms")
	}
	return nil
}

func newLogger(level string, verbose bool) *slog.Logger {
	var lvl slog.Level
	if err := lvl.UnmarshalText([]byte(level)); err != nil {
		lvl = slog.LevelInfo
	}
	if verbose {
		lvl = slog.LevelDebug
	}
	return slog.New(slog.NewJSONHandler(os.Stderr, &slog.HandlerOptions{Level: lvl}))
}
