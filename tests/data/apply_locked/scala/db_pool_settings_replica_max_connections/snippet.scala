  // ...

  val replica: PoolSettings = PoolSettings(
    name = "replica",
    jdbcUrl = "jdbc:postgresql://replica.db.internal:5432/shop",
    maxConnections = 40,
    minIdle = 4,
    connectionTimeout = 5.seconds,
    idleTimeout = 10.minutes,
    readOnly = true
  )

  // ...
