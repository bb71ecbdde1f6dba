final case class DatabaseSettings(
    url: String,
    user: String,
    password: String,
    poolSize: Int,
    connectionTimeout: FiniteDuration
)

// ...

  def database(config: Config): DatabaseSettings =
    DatabaseSettings(
      url = config.getString("url"),
      user = config.getString("user"),
      password = config.getString("password"),
      poolSize = config.getInt("pool-size"),
      connectionTimeout =
        if (config.hasPath("connection-timeout")) duration(config, "connection-timeout")
        else 30.seconds
    )

  // ... (rest unchanged)
