package com.acme.shop.db

import scala.concurrent.duration._

final case class PoolSettings(
    name: String,
    jdbcUrl: String,
    maxConnections: Int,
    minIdle: Int,
    connectionTimeout: FiniteDuration,
    idleTimeout: FiniteDuration,
    readOnly: Boolean
) {
  require(maxConnections >= minIdle, s"$name: maxConnections must be >= minIdle")
}

object PoolSettings {

  val primary: PoolSettings = PoolSettings(
    name = "primary",
    jdbcUrl = "jdbc:postgresql://primary.db.internal:5432/shop",
    maxConnections = 20,
    minIdle = 4,
    connectionTimeout = 5.seconds,
    idleTimeout = 10.minutes,
    readOnly = false
  )

  val replica: PoolSettings = PoolSettings(
    name = "replica",
    jdbcUrl = "jdbc:postgresql://replica.db.internal:5432/shop",
    maxConnections = 40,
    minIdle = 4,
    connectionTimeout = 5.seconds,
    idleTimeout = 10.minutes,
    readOnly = true
  )

  val analytics: PoolSettings = PoolSettings(
    name = "analytics",
    jdbcUrl = "jdbc:postgresql://warehouse.db.internal:5432/analytics",
    maxConnections = 20,
    minIdle = 2,
    connectionTimeout = 5.seconds,
    idleTimeout = 10.minutes,
    readOnly = true
  )

  val reporting: PoolSettings = PoolSettings(
    name = "reporting",
    jdbcUrl = "jdbc:postgresql://warehouse.db.internal:5432/reporting",
    maxConnections = 20,
    minIdle = 2,
    connectionTimeout = 5.seconds,
    idleTimeout = 10.minutes,
    readOnly = true
  )

  val all: Seq[PoolSettings] = Seq(primary, replica, analytics, reporting)

  def byName(name: String): Option[PoolSettings] = all.find(_.name == name)

  def totalConnections: Int = all.map(_.maxConnections).sum
}
