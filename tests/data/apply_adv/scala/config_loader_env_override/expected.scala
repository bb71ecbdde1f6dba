package com.acme.platform.config

import com.typesafe.config.{Config, ConfigFactory}

import scala.concurrent.duration._
import scala.jdk.CollectionConverters._

final case class HttpConfig(host: String, port: Int, requestTimeout: FiniteDuration)

final case class DatabaseConfig(
    url: String,
    user: String,
    password: String,
    poolSize: Int,
    connectionTimeout: FiniteDuration
)

final case class CacheConfig(nodes: List[String], ttl: FiniteDuration, maxEntries: Long)

final case class AppConfig(http: HttpConfig, database: DatabaseConfig, cache: CacheConfig)

object ConfigLoader {

  private def duration(config: Config, path: String): FiniteDuration =
    config.getDuration(path).toMillis.millis

  def loadHttpConfig(config: Config): HttpConfig = {
    val c = config.getConfig("http")
    HttpConfig(
      host = c.getString("host"),
      port = c.getInt("port"),
      requestTimeout = duration(c, "request-timeout")
    )
  }

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

  def loadCacheConfig(config: Config): CacheConfig = {
    val c = config.getConfig("cache")
    CacheConfig(
      nodes = c.getStringList("nodes").asScala.toList,
      ttl = duration(c, "ttl"),
      maxEntries = c.getLong("max-entries")
    )
  }

  def load(config: Config = ConfigFactory.load(), env: Map[String, String] = sys.env): AppConfig =
    AppConfig(
      http = loadHttpConfig(config),
      database = loadDatabaseConfig(config, env),
      cache = loadCacheConfig(config)
    )
}
