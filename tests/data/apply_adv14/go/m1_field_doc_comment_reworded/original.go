package httpx

import "time"

// Limits bounds what a single request may cost the server.
type Limits struct {
	// ReadTimeout is the time allowed to read the whole request.
	ReadTimeout time.Duration
	// WriteTimeout is the time allowed to write the response.
	WriteTimeout time.Duration
	// MaxHeaderBytes limits the size of the request headers.
	MaxHeaderBytes int
	// MaxURLBytes limits the size of the request URL.
	MaxURLBytes int
	// MaxConcurrent is the number of requests served at once.
	MaxConcurrent int
}

// DefaultLimits are used when the config file sets none.
var DefaultLimits = Limits{
	ReadTimeout:    15 * time.Second,
	WriteTimeout:   30 * time.Second,
	MaxHeaderBytes: 1 << 20,
	MaxURLBytes:    8 << 10,
	MaxConcurrent:  256,
}
