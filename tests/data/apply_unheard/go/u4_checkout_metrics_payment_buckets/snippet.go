var (
	// ... existing collectors ...

	paymentDuration = prometheus.NewHistogramVec(
		prometheus.HistogramOpts{
			Namespace: "checkout",
			Name:      "payment_provider_duration_seconds",
			Help:      "Latency of calls to the payment provider.",
			Buckets:   prometheus.ExponentialBuckets(0.05, 2, 10),
		},
		[]string{"provider", "operation"},
	)

	// ... existing collectors ...
)
