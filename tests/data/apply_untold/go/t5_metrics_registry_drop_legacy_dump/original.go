package metrics

import (
	"fmt"
	"net/http"
	"sort"
	"strings"
	"sync"
)

// Registry collects named counters and gauges.
type Registry struct {
	mu       sync.RWMutex
	counters map[string]int64
	gauges   map[string]float64
}

func NewRegistry() *Registry {
	return &Registry{
		counters: make(map[string]int64),
		gauges:   make(map[string]float64),
	}
}

func (r *Registry) Inc(name string, delta int64) {
	r.mu.Lock()
	r.counters[name] += delta
	r.mu.Unlock()
}

func (r *Registry) SetGauge(name string, value float64) {
	r.mu.Lock()
	r.gauges[name] = value
	r.mu.Unlock()
}

// LegacyDump writes metrics in the old key=value format.
// Deprecated: use Handler instead.
func (r *Registry) LegacyDump() string {
	r.mu.RLock()
	defer r.mu.RUnlock()
	var b strings.Builder
	for k, v := range r.counters {
		fmt.Fprintf(&b, "%s=%d\n", k, v)
	}
	for k, v := range r.gauges {
		fmt.Fprintf(&b, "%s=%g\n", k, v)
	}
	return b.String()
}

// Handler serves metrics in the Prometheus text format.
func (r *Registry) Handler() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		r.mu.RLock()
		defer r.mu.RUnlock()
		w.Header().Set("Content-Type", "text/plain; version=0.0.4")
		for _, k := range sortedKeys(r.counters) {
			fmt.Fprintf(w, "# TYPE %s counter\n%s %d\n", k, k, r.counters[k])
		}
		for _, k := range sortedKeys(r.gauges) {
			fmt.Fprintf(w, "# TYPE %s gauge\n%s %g\n", k, k, r.gauges[k])
		}
	})
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
