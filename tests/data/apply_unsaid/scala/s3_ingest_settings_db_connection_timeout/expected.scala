package ingest.config

import scala.concurrent.duration._

import com.typesafe.config.{Config, ConfigFactory}

final case class KafkaSettings(
    bootstrapServers: String,
    topic: String,
    groupId: String,
    pollTimeout: FiniteDuration
)

final case class DatabaseSettings(
    url: String,
    user: String,
    password: String,
    poolSize: Int,
    connectionTimeout: FiniteDuration
)

final case class AppSettings(
    kafka: KafkaSettings,
    database: DatabaseSettings,
    batchSize: Int,
    flushInterval: FiniteDuration
)

object AppSettings {

  private def duration(config: Config, path: String): FiniteDuration =
    config.getDuration(path).toMillis.millis

  def kafka(config: Config): KafkaSettings =
    KafkaSettings(
      bootstrapServers = config.getString("bootstrap-servers"),
      topic = config.getString("topic"),
      groupId = config.getString("group-id"),
      pollTimeout = duration(config, "poll-timeout")
    )

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

  def load(config: Config = ConfigFactory.load()): AppSettings = {
    val root = config.getConfig("ingest")
    AppSettings(
      kafka = kafka(root.getConfig("kafka")),
      database = database(root.getConfig("database")),
      batchSize = root.getInt("batch-size"),
      flushInterval = duration(root, "flush-interval")
    )
  }
}
