  // ... existing code ...

  def loadDatabaseConfig(config: Config, env: Map[String, String]): DatabaseConfig = {
    val c = config.getConfig("database")
    DatabaseConfig(
      url = env.getOrElse("DATABASE_URL", c.getString("url")),
      user = env.getOrElse("DATABASE_USER", c.getString("user")),
      password = env.getOrElse("DATABASE_PASSWORD", c.getString("password")),
      poolSize = c.getInt("pool-size"),
      connectionTimeout = duration(c, "connection-timeout")
    )
  }

  // ... existing code ...

  def load(config: Config = ConfigFactory.load(), env: Map[String, String] = sys.env): AppConfig =
    AppConfig(
      http = loadHttpConfig(config),
      database = loadDatabaseConfig(config, env),
      cache = loadCacheConfig(config)
    )
}
