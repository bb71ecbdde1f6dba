package metrics

import (
	"github.com/prometheus/client_golang/prometheus"
)

const namespace = "checkout"

var (
	RequestsTotal = prometheus.NewCounterVec(
		prometheus.CounterOpts{
			Namespace: namespace,
			Name:      "requests_total",
			Help:      "Number of HTTP requests handled.",
		},
		[]string{"route", "code"},
	)

	RequestDuration = prometheus.NewHistogramVec(
		prometheus.HistogramOpts{
			Namespace: namespace,
			Name:      "request_duration_seconds",
			Help:      "Latency of HTTP requests.",
			Buckets:   prometheus.DefBuckets,
		},
		[]string{"route"},
	)

	LegacyCartSyncs = prometheus.NewCounter(
		prometheus.CounterOpts{
			Namespace: namespace,
			Name:      "legacy_cart_syncs_total",
			Help:      "Number of carts synced to the legacy backend.",
		},
	)

	OrdersPlaced = prometheus.NewCounterVec(
		prometheus.CounterOpts{
			Namespace: namespace,
			Name:      "orders_placed_total",
			Help:      "Number of orders placed, by payment method.",
		},
		[]string{"payment_method"},
	)

	CartSize = prometheus.NewHistogram(
		prometheus.HistogramOpts{
			Namespace: namespace,
			Name:      "cart_size_items",
			Help:      "Number of items in a cart at checkout.",
			Buckets:   []float64{1, 2, 3, 5, 8, 13, 21},
		},
	)
)

func Register(reg prometheus.Registerer) {
	reg.MustRegister(
		RequestsTotal,
		RequestDuration,
		LegacyCartSyncs,
		OrdersPlaced,
		CartSize,
	)
}
