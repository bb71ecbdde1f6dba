// ... keep existing code

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

// ... keep existing code

  def recordLookup(hit: Boolean): Unit = {
    if (hit) cacheHits.inc() else cacheMisses.inc()
    val total = cacheHits.get() + cacheMisses.get()
    if (total > 0) cacheHitRatio.set(cacheHits.get() / total)
  }

// ... keep existing code
