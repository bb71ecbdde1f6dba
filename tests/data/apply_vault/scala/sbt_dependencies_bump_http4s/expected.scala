import sbt._

object Dependencies {

  object Versions {
    val cats           = "2.10.0"
    val catsEffect     = "3.5.4"
    val circe          = "0.14.6"
    val doobie         = "1.0.0-RC5"
    val http4s         = "0.23.27"
    val log4cats       = "2.6.0"
    val logback        = "1.5.6"
    val pureconfig     = "0.17.6"
    val flyway         = "10.11.0"
    val postgres       = "42.7.3"
    val munit          = "1.0.0"
    val munitCE        = "2.0.0"
    val testcontainers = "0.41.3"
  }

  val cats       = "org.typelevel" %% "cats-core"   % Versions.cats
  val catsEffect = "org.typelevel" %% "cats-effect" % Versions.catsEffect

  val circe = Seq(
    "io.circe" %% "circe-core"    % Versions.circe,
    "io.circe" %% "circe-generic" % Versions.circe,
    "io.circe" %% "circe-parser"  % Versions.circe
  )

  val http4s = Seq(
    "org.http4s" %% "http4s-ember-server" % Versions.http4s,
    "org.http4s" %% "http4s-ember-client" % Versions.http4s,
    "org.http4s" %% "http4s-circe"        % Versions.http4s,
    "org.http4s" %% "http4s-dsl"          % Versions.http4s
  )

  val doobie = Seq(
    "org.tpolecat" %% "doobie-core"     % Versions.doobie,
    "org.tpolecat" %% "doobie-hikari"   % Versions.doobie,
    "org.tpolecat" %% "doobie-postgres" % Versions.doobie
  )

  val persistence = Seq(
    "org.flywaydb"    % "flyway-core"                % Versions.flyway,
    "org.flywaydb"    % "flyway-database-postgresql" % Versions.flyway,
    "org.postgresql"  % "postgresql"                 % Versions.postgres
  )

  val logging = Seq(
    "org.typelevel" %% "log4cats-slf4j"  % Versions.log4cats,
    "ch.qos.logback" % "logback-classic" % Versions.logback
  )

  val config = "com.github.pureconfig" %% "pureconfig-core" % Versions.pureconfig

  val tests = Seq(
    "org.scalameta" %% "munit"                           % Versions.munit,
    "org.typelevel" %% "munit-cats-effect"               % Versions.munitCE,
    "com.dimafeng"  %% "testcontainers-scala-postgresql" % Versions.testcontainers
  ).map(_ % Test)
}
