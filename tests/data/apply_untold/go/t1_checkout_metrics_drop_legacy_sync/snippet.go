	RequestDuration = prometheus.NewHistogramVec(
		prometheus.HistogramOpts{
			Namespace: namespace,
			Name:      "request_duration_seconds",
			Help:      "Latency of HTTP requests.",
			Buckets:   prometheus.DefBuckets,
		},
		[]string{"route"},
	)

	OrdersPlaced = prometheus.NewCounterVec(
// ... existing code ...

func Register(reg prometheus.Registerer) {
	reg.MustRegister(
		RequestsTotal,
		RequestDuration,
		OrdersPlaced,
		CartSize,
	)
}
