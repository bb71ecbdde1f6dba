package org.citylibrary.catalog.config

import com.typesafe.config.{Config, ConfigFactory}

import scala.concurrent.duration._
import scala.jdk.CollectionConverters._

final case class DatabaseSettings(
    url: String,
    user: String,
    password: String,
    poolSize: Int
)

final case class SearchSettings(
    indexPath: String,
    maxResults: Int,
    fuzzy: Boolean
)

final case class CatalogSettings(
    database: DatabaseSettings,
    search: SearchSettings,
    loanPeriod: FiniteDuration,
    branches: List[String]
)

object CatalogSettings {

  def load(config: Config = ConfigFactory.load()): CatalogSettings = {
    val root = config.getConfig("catalog")
    val db = root.getConfig("database")
    val search = root.getConfig("search")
    CatalogSettings(
      database = DatabaseSettings(
        url = db.getString("url"),
        user = db.getString("user"),
        password = db.getString("password"),
        poolSize = db.getInt("pool-size")
      ),
      search = SearchSettings(
        indexPath = search.getString("index-path"),
        maxResults = search.getInt("max-results"),
        fuzzy = search.getBoolean("fuzzy")
      ),
      loanPeriod = root.getDuration("loan-period").toDays.days,
      branches = root.getStringList("branches").asScala.toList
    )
  }
}
