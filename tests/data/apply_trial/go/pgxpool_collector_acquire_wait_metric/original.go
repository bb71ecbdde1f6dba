package dbmetrics

import (
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/prometheus/client_golang/prometheus"
)

// poolCollector exports pgxpool statistics as Prometheus metrics.
type poolCollector struct {
	pool *pgxpool.Pool

	acquireCount  *prometheus.Desc
	acquiredConns *prometheus.Desc
	idleConns     *prometheus.Desc
	totalConns    *prometheus.Desc
	maxConns      *prometheus.Desc
}

// NewPoolCollector returns a collector for pool, labelled with its name.
func NewPoolCollector(pool *pgxpool.Pool, name string) prometheus.Collector {
	labels := prometheus.Labels{"pool": name}
	desc := func(metric, help string) *prometheus.Desc {
		return prometheus.NewDesc(prometheus.BuildFQName("pgxpool", "", metric), help, nil, labels)
	}
	return &poolCollector{
		pool:          pool,
		acquireCount:  desc("acquire_total", "Cumulative count of successful acquires."),
		acquiredConns: desc("acquired_conns", "Connections currently checked out."),
		idleConns:     desc("idle_conns", "Idle connections in the pool."),
		totalConns:    desc("total_conns", "All connections in the pool."),
		maxConns:      desc("max_conns", "Maximum size of the pool."),
	}
}

func (c *poolCollector) Describe(ch chan<- *prometheus.Desc) {
	ch <- c.acquireCount
	ch <- c.acquiredConns
	ch <- c.idleConns
	ch <- c.totalConns
	ch <- c.maxConns
}

func (c *poolCollector) Collect(ch chan<- prometheus.Metric) {
	stats := c.pool.Stat()
	ch <- prometheus.MustNewConstMetric(c.acquireCount, prometheus.CounterValue, float64(stats.AcquireCount()))
	ch <- prometheus.MustNewConstMetric(c.acquiredConns, prometheus.GaugeValue, float64(stats.AcquiredConns()))
	ch <- prometheus.MustNewConstMetric(c.idleConns, prometheus.GaugeValue, float64(stats.IdleConns()))
	ch <- prometheus.MustNewConstMetric(c.totalConns, prometheus.GaugeValue, float64(stats.TotalConns()))
	ch <- prometheus.MustNewConstMetric(c.maxConns, prometheus.GaugeValue, float64(stats.MaxConns()))
}

// MustRegister registers a collector for every named pool.
func MustRegister(reg prometheus.Registerer, pools map[string]*pgxpool.Pool) {
	for name, pool := range pools {
		reg.MustRegister(NewPoolCollector(pool, name))
	}
}
