// ... imports and Config header unchanged ...

	// Database
	DatabaseURL     string
	MaxOpenConns    int
	MaxIdleConns    int
	ConnMaxLifetime time.Duration
	QueryTimeout    time.Duration

	// ... observability fields as before ...
}

// ... env helpers and the start of Load() unchanged ...

	if cfg.ConnMaxLifetime, err = getDuration("DB_CONN_MAX_LIFETIME", 30*time.Minute); err != nil {
		return nil, err
	}
	if cfg.QueryTimeout, err = getDuration("DB_QUERY_TIMEOUT", 5*time.Second); err != nil {
		return nil, err
	}

	// ... trace sample rate parsing as before ...
