// ... existing code ...

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

// ... existing code ...
