package com.acme.catalog.metrics

import io.prometheus.client.{Counter, Gauge, Histogram}

object CatalogMetrics {

  val requests: Counter = Counter
    .build()
    .name("catalog_requests_total")
    .help("Total catalog API requests")
    .labelNames("endpoint", "status")
    .register()

  val latency: Histogram = Histogram
    .build()
    .name("catalog_request_latency_seconds")
    .help("Catalog API request latency")
    .labelNames("endpoint")
    .buckets(0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0)
    .register()

  val cacheHits: Counter = Counter
    .build()
    .name("catalog_cache_hits_total")
    .help("Product cache hits")
    .register()

  val cacheMisses: Counter = Counter
    .build()
    .name("catalog_cache_misses_total")
    .help("Product cache misses")
    .register()

  val cacheHitRatio: Gauge = Gauge
    .build()
    .name("catalog_cache_hit_ratio")
    .help("Share of product lookups served from cache")
    .register()

  val indexedProducts: Gauge = Gauge
    .build()
    .name("catalog_indexed_products")
    .help("Products currently in the search index")
    .register()

  def recordRequest(endpoint: String, status: Int, seconds: Double): Unit = {
    requests.labels(endpoint, status.toString).inc()
    latency.labels(endpoint).observe(seconds)
  }

  def recordLookup(hit: Boolean): Unit = {
    if (hit) cacheHits.inc() else cacheMisses.inc()
    val total = cacheHits.get() + cacheMisses.get()
    if (total > 0) cacheHitRatio.set(cacheHits.get() / total)
  }

  def recordIndexSize(size: Long): Unit =
    indexedProducts.set(size.toDouble)
}
