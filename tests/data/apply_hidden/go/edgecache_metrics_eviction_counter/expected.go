package metrics

import (
	"strconv"
	"time"

	"github.com/prometheus/client_golang/prometheus"
)

const namespace = "edgecache"

type Collector struct {
	requests    *prometheus.CounterVec
	latency     *prometheus.HistogramVec
	inFlight    prometheus.Gauge
	cacheHits   prometheus.Counter
	cacheMisses prometheus.Counter
	evictions   prometheus.Counter
}

func NewCollector(reg prometheus.Registerer) *Collector {
	c := &Collector{
		requests: prometheus.NewCounterVec(prometheus.CounterOpts{
			Namespace: namespace,
			Name:      "http_requests_total",
			Help:      "HTTP requests by method and status code.",
		}, []string{"method", "code"}),
		latency: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Namespace: namespace,
			Name:      "http_request_duration_seconds",
			Help:      "HTTP request latency by method.",
			Buckets:   prometheus.DefBuckets,
		}, []string{"method"}),
		inFlight: prometheus.NewGauge(prometheus.GaugeOpts{
			Namespace: namespace,
			Name:      "http_requests_in_flight",
			Help:      "Requests currently being served.",
		}),
		cacheHits: prometheus.NewCounter(prometheus.CounterOpts{
			Namespace: namespace,
			Name:      "cache_hits_total",
			Help:      "Cache lookups that found an entry.",
		}),
		cacheMisses: prometheus.NewCounter(prometheus.CounterOpts{
			Namespace: namespace,
			Name:      "cache_misses_total",
			Help:      "Cache lookups that found nothing.",
		}),
		evictions: prometheus.NewCounter(prometheus.CounterOpts{
			Namespace: namespace,
			Name:      "cache_evictions_total",
			Help:      "Entries evicted from the cache to make room.",
		}),
	}
	reg.MustRegister(c.requests, c.latency, c.inFlight, c.cacheHits, c.cacheMisses, c.evictions)
	return c
}

func (c *Collector) ObserveRequest(method string, code int, d time.Duration) {
	c.requests.WithLabelValues(method, strconv.Itoa(code)).Inc()
	c.latency.WithLabelValues(method).Observe(d.Seconds())
}

func (c *Collector) TrackInFlight() func() {
	c.inFlight.Inc()
	return c.inFlight.Dec
}

func (c *Collector) CacheHit() {
	c.cacheHits.Inc()
}

func (c *Collector) CacheMiss() {
	c.cacheMisses.Inc()
}

func (c *Collector) CacheEviction() {
	c.evictions.Inc()
}
