package org.citylibrary.catalog.config

import com.typesafe.config.{Config, ConfigFactory}

import scala.concurrent.duration._
import scala.jdk.CollectionConverters._

final case class DatabaseSettings(
    url: String,
    user: String,
    password: String,
    poolSize: Int,
    connectionTimeout: FiniteDuration
)

final case class SearchSettings(
    indexPath: String,
    maxResults: Int,
    fuzzyDistance: Int
) {
  def fuzzy: Boolean = fuzzyDistance > 0
}

final case class CatalogSettings(
    database: DatabaseSettings,
    search: SearchSettings,
    loanPeriod: FiniteDuration,
    maxRenewals: Int,
    branches: List[String]
)

object CatalogSettings {

  private def duration(config: Config, path: String): FiniteDuration =
    config.getDuration(path).toMillis.millis

  def load(config: Config = ConfigFactory.load()): CatalogSettings = {
    val root = config.getConfig("catalog")
    val db = root.getConfig("database")
    val search = root.getConfig("search")
    CatalogSettings(
      database = DatabaseSettings(
        url = db.getString("url"),
        user = db.getString("user"),
        password = db.getString("password"),
        poolSize = db.getInt("pool-size"),
        connectionTimeout = duration(db, "connection-timeout")
      ),
      search = SearchSettings(
        indexPath = search.getString("index-path"),
        maxResults = search.getInt("max-results"),
        fuzzyDistance = if (search.hasPath("fuzzy-distance")) search.getInt("fuzzy-distance") else 0
      ),
      loanPeriod = duration(root, "loan-period"),
      maxRenewals = if (root.hasPath("max-renewals")) root.getInt("max-renewals") else 2,
      branches = root.getStringList("branches").asScala.toList.sorted
    )
  }
}
