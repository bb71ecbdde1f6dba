// ...

type Collector struct {
	// ...
	cacheMisses prometheus.Counter
	evictions   prometheus.Counter
}

func NewCollector(reg prometheus.Registerer) *Collector {
	c := &Collector{
		// ...
		evictions: prometheus.NewCounter(prometheus.CounterOpts{
			Namespace: namespace,
			Name:      "cache_evictions_total",
			Help:      "Entries evicted from the cache to make room.",
		}),
	}
	reg.MustRegister(c.requests, c.latency, c.inFlight, c.cacheHits, c.cacheMisses, c.evictions)
	return c
}

// ...

func (c *Collector) CacheMiss() {
	c.cacheMisses.Inc()
}

func (c *Collector) CacheEviction() {
	c.evictions.Inc()
}
