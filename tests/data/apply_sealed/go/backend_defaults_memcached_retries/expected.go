package config

import "time"

// BackendConfig holds connection settings for one storage backend.
type BackendConfig struct {
	Name          string
	Addr          string
	DialTimeout   time.Duration
	ReadTimeout   time.Duration
	WriteTimeout  time.Duration
	MaxIdleConns  int
	MaxOpenConns  int
	RetryAttempts int
}

// DefaultPostgres returns the settings used when no postgres block is configured.
func DefaultPostgres() BackendConfig {
	return BackendConfig{
		Name:          "postgres",
		Addr:          "localhost:5432",
		DialTimeout:   5 * time.Second,
		ReadTimeout:   30 * time.Second,
		WriteTimeout:  30 * time.Second,
		MaxIdleConns:  10,
		MaxOpenConns:  50,
		RetryAttempts: 3,
	}
}

// DefaultRedis returns the settings used when no redis block is configured.
func DefaultRedis() BackendConfig {
	return BackendConfig{
		Name:          "redis",
		Addr:          "localhost:6379",
		DialTimeout:   5 * time.Second,
		ReadTimeout:   3 * time.Second,
		WriteTimeout:  3 * time.Second,
		MaxIdleConns:  10,
		MaxOpenConns:  100,
		RetryAttempts: 3,
	}
}

// DefaultClickHouse returns the settings used when no clickhouse block is configured.
func DefaultClickHouse() BackendConfig {
	return BackendConfig{
		Name:          "clickhouse",
		Addr:          "localhost:9000",
		DialTimeout:   5 * time.Second,
		ReadTimeout:   60 * time.Second,
		WriteTimeout:  60 * time.Second,
		MaxIdleConns:  5,
		MaxOpenConns:  20,
		RetryAttempts: 3,
	}
}

// DefaultMemcached returns the settings used when no memcached block is configured.
func DefaultMemcached() BackendConfig {
	return BackendConfig{
		Name:          "memcached",
		Addr:          "localhost:11211",
		DialTimeout:   5 * time.Second,
		ReadTimeout:   3 * time.Second,
		WriteTimeout:  3 * time.Second,
		MaxIdleConns:  10,
		MaxOpenConns:  100,
		RetryAttempts: 1,
	}
}

// Defaults returns every backend's default settings keyed by name.
func Defaults() map[string]BackendConfig {
	all := []BackendConfig{DefaultPostgres(), DefaultRedis(), DefaultClickHouse(), DefaultMemcached()}
	out := make(map[string]BackendConfig, len(all))
	for _, b := range all {
		out[b.Name] = b
	}
	return out
}
