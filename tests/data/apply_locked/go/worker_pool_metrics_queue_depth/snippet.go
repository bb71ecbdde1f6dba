// ... existing code ...

var (
	// ... existing code ...
	jobDuration = prometheus.NewHistogram(prometheus.HistogramOpts{
		Name:    "worker_job_duration_seconds",
		Help:    "Time spent running a job.",
		Buckets: prometheus.DefBuckets,
	})
	queueDepth = prometheus.NewGauge(prometheus.GaugeOpts{
		Name: "worker_queue_depth",
		Help: "Jobs waiting in the queue.",
	})
)

func init() {
	prometheus.MustRegister(jobsProcessed, jobDuration, queueDepth)
}

// ... existing code ...

func (p *Pool) loop(ctx context.Context, n int) {
	defer p.wg.Done()
	for {
		select {
		case <-ctx.Done():
			return
		case j := <-p.queue:
			queueDepth.Set(float64(len(p.queue)))
			start := time.Now()
			// ... existing code ...
		}
	}
}

// ... existing code ...
