import (
	"fmt"
	"io"
	"net/http"
	"sort"
	"strconv"
	"sync"
	"time"
)

// ... existing code ...

func (c *Collector) Middleware(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		rec := &statusRecorder{ResponseWriter: w, status: http.StatusOK}
		next.ServeHTTP(rec, r)
		c.Inc("http_requests_total")
		c.Inc("http_responses_" + strconv.Itoa(rec.status))
		c.SetGauge("http_last_request_seconds", time.Since(start).Seconds())
	})
}

// ... existing code ...
