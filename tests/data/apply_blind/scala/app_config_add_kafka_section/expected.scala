package com.acme.billing.config

import scala.concurrent.duration._
import scala.jdk.CollectionConverters._

import com.typesafe.config.{Config, ConfigFactory}

final case class DbConfig(url: String, user: String, password: String, poolSize: Int)
final case class HttpConfig(host: String, port: Int, requestTimeout: FiniteDuration)
final case class KafkaConfig(bootstrapServers: List[String], invoiceTopic: String)
final case class AppConfig(db: DbConfig, http: HttpConfig, kafka: KafkaConfig)

object AppConfig {

  private val DefaultPoolSize = 10

  def load(): AppConfig = fromConfig(ConfigFactory.load())

  def fromConfig(root: Config): AppConfig = {
    val c = root.getConfig("billing")
    AppConfig(
      db = DbConfig(
        url = c.getString("db.url"),
        user = c.getString("db.user"),
        password = c.getString("db.password"),
        poolSize = if (c.hasPath("db.pool-size")) c.getInt("db.pool-size") else DefaultPoolSize
      ),
      http = HttpConfig(
        host = c.getString("http.host"),
        port = c.getInt("http.port"),
        requestTimeout = c.getDuration("http.request-timeout").toMillis.millis
      ),
      kafka = KafkaConfig(
        bootstrapServers = c.getStringList("kafka.bootstrap-servers").asScala.toList,
        invoiceTopic = c.getString("kafka.invoice-topic")
      )
    )
  }
}
