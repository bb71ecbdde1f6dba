import com.typesafe.config.{Config, ConfigFactory}

import scala.concurrent.duration._
import scala.jdk.CollectionConverters._

// ... existing code ...

final case class HttpSettings(
    host: String,
    port: Int,
    allowedOrigins: List[String],
    requestTimeout: FiniteDuration
)

// ... existing code ...

  private def loadHttp(c: Config): HttpSettings =
    HttpSettings(
      host = c.getString("host"),
      port = c.getInt("port"),
      allowedOrigins = c.getStringList("allowed-origins").asScala.toList,
      requestTimeout = c.getDuration("request-timeout").toMillis.millis
    )

// ... existing code ...
