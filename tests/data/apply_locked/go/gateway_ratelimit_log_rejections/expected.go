package gateway

import (
	"log/slog"
	"net"
	"net/http"
	"strconv"
	"sync"

	"golang.org/x/time/rate"
)

// Limiter hands out one token bucket per client IP.
type Limiter struct {
	mu       sync.Mutex
	visitors map[string]*rate.Limiter
	rps      rate.Limit
	burst    int
}

// NewLimiter creates a per-IP limiter allowing rps requests per second.
func NewLimiter(rps float64, burst int) *Limiter {
	return &Limiter{
		visitors: make(map[string]*rate.Limiter),
		rps:      rate.Limit(rps),
		burst:    burst,
	}
}

func (l *Limiter) get(ip string) *rate.Limiter {
	l.mu.Lock()
	defer l.mu.Unlock()

	lim, ok := l.visitors[ip]
	if !ok {
		lim = rate.NewLimiter(l.rps, l.burst)
		l.visitors[ip] = lim
	}
	return lim
}

// Reset forgets every tracked client.
func (l *Limiter) Reset() {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.visitors = make(map[string]*rate.Limiter)
}

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

func clientIP(r *http.Request) string {
	if fwd := r.Header.Get("X-Forwarded-For"); fwd != "" {
		return fwd
	}
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return r.RemoteAddr
	}
	return host
}
