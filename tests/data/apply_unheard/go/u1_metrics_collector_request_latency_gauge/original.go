package metrics

import (
	"fmt"
	"io"
	"net/http"
	"sort"
	"strconv"
	"sync"
)

type Collector struct {
	mu       sync.Mutex
	counters map[string]int64
	gauges   map[string]float64
}

func NewCollector() *Collector {
	return &Collector{
		counters: make(map[string]int64),
		gauges:   make(map[string]float64),
	}
}

func (c *Collector) Inc(name string) {
	c.mu.Lock()
	c.counters[name]++
	c.mu.Unlock()
}

func (c *Collector) SetGauge(name string, v float64) {
	c.mu.Lock()
	c.gauges[name] = v
	c.mu.Unlock()
}

type statusRecorder struct {
	http.ResponseWriter
	status int
}

func (r *statusRecorder) WriteHeader(code int) {
	r.status = code
	r.ResponseWriter.WriteHeader(code)
}

func (c *Collector) Middleware(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		rec := &statusRecorder{ResponseWriter: w, status: http.StatusOK}
		next.ServeHTTP(rec, r)
		c.Inc("http_requests_total")
		c.Inc("http_responses_" + strconv.Itoa(rec.status))
	})
}

func (c *Collector) WriteTo(w io.Writer) (int64, error) {
	c.mu.Lock()
	defer c.mu.Unlock()

	names := make([]string, 0, len(c.counters))
	for name := range c.counters {
		names = append(names, name)
	}
	sort.Strings(names)

	var total int64
	for _, name := range names {
		n, err := fmt.Fprintf(w, "%s %d\n", name, c.counters[name])
		total += int64(n)
		if err != nil {
			return total, err
		}
	}
	for name, v := range c.gauges {
		n, err := fmt.Fprintf(w, "%s %g\n", name, v)
		total += int64(n)
		if err != nil {
			return total, err
		}
	}
	return total, nil
}

func (c *Collector) Handler() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/plain; version=0.0.4")
		if _, err := c.WriteTo(w); err != nil {
			http.Error(w, err.Error(), http.StatusInternalServerError)
		}
	})
}
