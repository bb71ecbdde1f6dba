package gateway

import (
	"log/slog"
	"net"
	"net/http"
	"strconv"
	"sync"

	"golang.org/x/time/rate"
)

// ... existing code ...

// Middleware rejects requests from clients that exceed their budget.
func (l *Limiter) Middleware(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ip := clientIP(r)
		lim := l.get(ip)
		if !lim.Allow() {
			retry := lim.Reserve().Delay()
			slog.Warn("rate limit exceeded", "ip", ip, "path", r.URL.Path, "retry_after", retry)
			w.Header().Set("Retry-After", strconv.Itoa(int(retry.Seconds())+1))
			http.Error(w, http.StatusText(http.StatusTooManyRequests), http.StatusTooManyRequests)
			return
		}
		next.ServeHTTP(w, r)
	})
}

// ... existing code ...
