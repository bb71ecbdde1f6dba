package metrics

import (
	"strconv"

	"github.com/prometheus/client_golang/prometheus"
)

var (
	requestsTotal = prometheus.NewCounterVec(
		prometheus.CounterOpts{
			Namespace: "checkout",
			Name:      "http_requests_total",
			Help:      "Number of HTTP requests served.",
		},
		[]string{"route", "method", "status"},
	)

	requestDuration = prometheus.NewHistogramVec(
		prometheus.HistogramOpts{
			Namespace: "checkout",
			Name:      "http_request_duration_seconds",
			Help:      "Time spent serving HTTP requests.",
			Buckets:   prometheus.DefBuckets,
		},
		[]string{"route", "method"},
	)

	paymentDuration = prometheus.NewHistogramVec(
		prometheus.HistogramOpts{
			Namespace: "checkout",
			Name:      "payment_provider_duration_seconds",
			Help:      "Latency of calls to the payment provider.",
			Buckets:   prometheus.ExponentialBuckets(0.05, 2, 10),
		},
		[]string{"provider", "operation"},
	)

	dbQueryDuration = prometheus.NewHistogramVec(
		prometheus.HistogramOpts{
			Namespace: "checkout",
			Name:      "db_query_duration_seconds",
			Help:      "Latency of database queries.",
			Buckets:   prometheus.DefBuckets,
		},
		[]string{"query"},
	)
)

func init() {
	prometheus.MustRegister(requestsTotal, requestDuration, paymentDuration, dbQueryDuration)
}

func ObserveRequest(route, method string, status int, seconds float64) {
	requestsTotal.WithLabelValues(route, method, strconv.Itoa(status)).Inc()
	requestDuration.WithLabelValues(route, method).Observe(seconds)
}

func ObservePayment(provider, operation string, seconds float64) {
	paymentDuration.WithLabelValues(provider, operation).Observe(seconds)
}

func ObserveQuery(name string, seconds float64) {
	dbQueryDuration.WithLabelValues(name).Observe(seconds)
}
