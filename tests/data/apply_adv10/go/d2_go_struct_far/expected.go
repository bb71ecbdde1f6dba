package config

import "time"

func Default() Config {
	return Config{
		Addr:         ":8080",
		ReadTimeout:  5 * time.Second,
		WriteTimeout: 10 * time.Second,
		IdleTimeout:  60 * time.Second,
		MaxHeader:    1 << 20,
		LogLevel:     "debug",
		Metrics:      true,
	}
}
