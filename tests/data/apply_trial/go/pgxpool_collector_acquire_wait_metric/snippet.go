type poolCollector struct {
	// ... existing fields ...
	maxConns      *prometheus.Desc
	acquireWait   *prometheus.Desc
}

func NewPoolCollector(pool *pgxpool.Pool, name string) prometheus.Collector {
	// ... existing code ...
	return &poolCollector{
		// ... existing code ...
		maxConns:      desc("max_conns", "Maximum size of the pool."),
		acquireWait:   desc("acquire_wait_seconds_total", "Total time spent waiting for a connection."),
	}
}

func (c *poolCollector) Describe(ch chan<- *prometheus.Desc) {
	// ... existing code ...
	ch <- c.maxConns
	ch <- c.acquireWait
}

func (c *poolCollector) Collect(ch chan<- prometheus.Metric) {
	// ... existing code ...
	ch <- prometheus.MustNewConstMetric(c.maxConns, prometheus.GaugeValue, float64(stats.MaxConns()))
	ch <- prometheus.MustNewConstMetric(c.acquireWait, prometheus.CounterValue, stats.AcquireDuration().Seconds())
}
