package com.stridelab.analytics.jobs

import org.apache.spark.sql.{DataFrame, SaveMode, SparkSession}
import org.apache.spark.sql.functions._

object WeeklyVolumeJob {

  final case class Config(
      uploadsPath: String,
      athletesPath: String,
      outputPath: String,
      minDistanceKm: Double = 0.5
  )

  def loadUploads(spark: SparkSession, cfg: Config): DataFrame =
    spark.read
      .parquet(cfg.uploadsPath)
      .filter(col("distance_m") >= cfg.minDistanceKm * 1000)
      .withColumn("week", date_trunc("week", col("started_at")))

  def loadAthletes(spark: SparkSession, cfg: Config): DataFrame =
    spark.read
      .parquet(cfg.athletesPath)
      .select("athlete_id", "team_id", "max_hr", "resting_hr")

  def weeklyVolume(uploads: DataFrame): DataFrame =
    uploads
      .groupBy(col("athlete_id"), col("week"), col("sport"))
      .agg(
        count(lit(1)).as("sessions"),
        round(sum(col("distance_m")) / 1000, 2).as("distance_km"),
        round(sum(col("moving_time_s")) / 3600.0, 2).as("hours"),
        avg(col("avg_hr")).as("avg_hr")
      )

  def withTeam(volume: DataFrame, athletes: DataFrame): DataFrame =
    volume
      .join(athletes, Seq("athlete_id"), "left")
      .drop("max_hr", "resting_hr")

  def teamTotals(volume: DataFrame): DataFrame =
    volume
      .groupBy(col("team_id"), col("week"))
      .agg(
        countDistinct(col("athlete_id")).as("active_athletes"),
        round(sum(col("distance_km")), 1).as("team_distance_km")
      )

  def run(spark: SparkSession, cfg: Config): Unit = {
    val uploads = loadUploads(spark, cfg)
    val athletes = loadAthletes(spark, cfg)
    val volume = withTeam(weeklyVolume(uploads), athletes).cache()

    volume.write
      .mode(SaveMode.Overwrite)
      .parquet(s"${cfg.outputPath}/athlete_weekly")

    teamTotals(volume).write
      .mode(SaveMode.Overwrite)
      .partitionBy("week")
      .parquet(s"${cfg.outputPath}/team_weekly")

    volume.unpersist()
  }

  def main(args: Array[String]): Unit = {
    val cfg = Config(args(0), args(1), args(2))
    val spark = SparkSession.builder().appName("weekly-volume").getOrCreate()
    try run(spark, cfg)
    finally spark.stop()
  }
}
