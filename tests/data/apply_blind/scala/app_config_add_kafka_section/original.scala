package com.acme.billing.config

import scala.concurrent.duration._

import com.typesafe.config.{Config, ConfigFactory}

final case class DbConfig(url: String, user: String, password: String, poolSize: Int)
final case class HttpConfig(host: String, port: Int, requestTimeout: FiniteDuration)
final case class AppConfig(db: DbConfig, http: HttpConfig)

object AppConfig {

  def load(): AppConfig = fromConfig(ConfigFactory.load())

  def fromConfig(root: Config): AppConfig = {
    val c = root.getConfig("billing")
    AppConfig(
      db = DbConfig(
        url = c.getString("db.url"),
        user = c.getString("db.user"),
        password = c.getString("db.password"),
        poolSize = c.getInt("db.pool-size")
      ),
      http = HttpConfig(
        host = c.getString("http.host"),
        port = c.getInt("http.port"),
        requestTimeout = c.getDuration("http.request-timeout").toMillis.millis
      )
    )
  }
}
