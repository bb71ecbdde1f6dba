package server

import (
	"log"
	"net/http"
	"time"
)

// loggingMiddleware logs every request with its duration.
func loggingMiddleware(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		next.ServeHTTP(w, r)
		log.Printf("%s %s %s", r.Method, r.URL.Path, time.Since(start))
	})
}

// retryMiddleware replays idempotent GET requests once when the handler panics.
func retryMiddleware(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet {
			next.ServeHTTP(w, r)
			return
		}
		defer func() {
			if recover() != nil {
				next.ServeHTTP(w, r)
			}
		}()
		next.ServeHTTP(w, r)
	})
}

// timeoutMiddleware bounds each request; it must wrap the retry middleware so
// that a retried request shares the same deadline.
func timeoutMiddleware(d time.Duration) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.TimeoutHandler(next, d, "request timed out")
	}
}
