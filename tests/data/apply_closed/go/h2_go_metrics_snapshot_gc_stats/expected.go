package metrics

import (
	"encoding/json"
	"log"
	"net/http"
	"runtime"
	"sync"
	"time"
)

type Collector struct {
	mu       sync.Mutex
	counters map[string]int64
	gauges   map[string]float64
	started  time.Time
}

func NewCollector() *Collector {
	return &Collector{
		counters: make(map[string]int64),
		gauges:   make(map[string]float64),
		started:  time.Now(),
	}
}

func (c *Collector) Inc(name string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.counters[name]++
}

func (c *Collector) Add(name string, delta int64) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.counters[name] += delta
}

func (c *Collector) SetGauge(name string, value float64) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.gauges[name] = value
}

func (c *Collector) Snapshot() map[string]interface{} {
	c.mu.Lock()
	defer c.mu.Unlock()

	out := make(map[string]interface{}, len(c.counters)+len(c.gauges)+3)
	for k, v := range c.counters {
		out["counter."+k] = v
	}
	for k, v := range c.gauges {
		out["gauge."+k] = v
	}

	var mem runtime.MemStats
	runtime.ReadMemStats(&mem)
	out["runtime.heap_alloc"] = mem.HeapAlloc
	out["runtime.heap_objects"] = mem.HeapObjects
	out["runtime.gc_count"] = mem.NumGC
	out["runtime.gc_pause_total_ns"] = mem.PauseTotalNs
	out["runtime.goroutines"] = runtime.NumGoroutine()
	out["uptime_seconds"] = time.Since(c.started).Seconds()

	return out
}

func (c *Collector) Middleware(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		next.ServeHTTP(w, r)
		elapsed := time.Since(start)
		c.Inc("http.requests")
		c.Add("http.latency_ms_total", elapsed.Milliseconds())
		if elapsed > 2*time.Second {
			log.Printf("slow request: %s %s took %s", r.Method, r.URL.Path, elapsed)
		}
	})
}

func (c *Collector) Handler() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		if err := json.NewEncoder(w).Encode(c.Snapshot()); err != nil {
			log.Printf("metrics: encode snapshot: %v", err)
		}
	})
}

func (c *Collector) Reset() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.counters = make(map[string]int64)
	c.gauges = make(map[string]float64)
	c.started = time.Now()
}
