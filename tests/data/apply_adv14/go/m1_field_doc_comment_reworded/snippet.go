// ... existing code ...
	// MaxHeaderBytes limits the size of the request headers.
	MaxHeaderBytes int
	// MaxBodyBytes limits the size of the request body.
	MaxBodyBytes int64
	// ... existing code ...
}

// DefaultLimits are used when the config file sets none.
var DefaultLimits = Limits{
	ReadTimeout:    15 * time.Second,
	WriteTimeout:   30 * time.Second,
	MaxHeaderBytes: 1 << 20,
	MaxBodyBytes:   10 << 20,
	MaxURLBytes:    8 << 10,
	MaxConcurrent:  256,
}
