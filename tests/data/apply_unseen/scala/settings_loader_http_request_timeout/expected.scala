package com.harborline.config

import com.typesafe.config.{Config, ConfigFactory}

import scala.concurrent.duration._
import scala.jdk.CollectionConverters._

final case class DatabaseSettings(
    url: String,
    user: String,
    password: String,
    poolSize: Int
)

final case class HttpSettings(
    host: String,
    port: Int,
    allowedOrigins: List[String],
    requestTimeout: FiniteDuration
)

final case class KafkaSettings(
    bootstrapServers: List[String],
    groupId: String,
    topics: List[String]
)

final case class AppSettings(
    database: DatabaseSettings,
    http: HttpSettings,
    kafka: KafkaSettings
)

object SettingsLoader {

  def load(): AppSettings = fromConfig(ConfigFactory.load())

  def fromConfig(root: Config): AppSettings = {
    val c = root.getConfig("harborline")
    AppSettings(
      database = loadDatabase(c.getConfig("database")),
      http = loadHttp(c.getConfig("http")),
      kafka = loadKafka(c.getConfig("kafka"))
    )
  }

  private def loadDatabase(c: Config): DatabaseSettings =
    DatabaseSettings(
      url = c.getString("url"),
      user = c.getString("user"),
      password = c.getString("password"),
      poolSize = c.getInt("pool-size")
    )

  private def loadHttp(c: Config): HttpSettings =
    HttpSettings(
      host = c.getString("host"),
      port = c.getInt("port"),
      allowedOrigins = c.getStringList("allowed-origins").asScala.toList,
      requestTimeout = c.getDuration("request-timeout").toMillis.millis
    )

  private def loadKafka(c: Config): KafkaSettings =
    KafkaSettings(
      bootstrapServers = c.getStringList("bootstrap-servers").asScala.toList,
      groupId = c.getString("group-id"),
      topics = c.getStringList("topics").asScala.toList
    )
}
