package com.example.analytics.jobs

import org.apache.spark.sql.{DataFrame, SaveMode, SparkSession}
import org.apache.spark.sql.expressions.Window
import org.apache.spark.sql.functions._
import org.apache.spark.sql.types._

/** Nightly job: sessionises raw click events and writes daily session aggregates. */
object SessionAggregatesJob {

  val SessionGapMinutes = 30

  val eventSchema: StructType = StructType(
    Seq(
      StructField("event_id", StringType, nullable = false),
      StructField("user_id", StringType, nullable = true),
      StructField("anonymous_id", StringType, nullable = false),
      StructField("event_type", StringType, nullable = false),
      StructField("page", StringType, nullable = true),
      StructField("referrer", StringType, nullable = true),
      StructField("country", StringType, nullable = true),
      StructField("occurred_at", TimestampType, nullable = false)
    )
  )

  def main(args: Array[String]): Unit = {
    val Array(inputPath, outputPath, day) = args

    implicit val spark: SparkSession = SparkSession
      .builder()
      .appName(s"session-aggregates-$day")
      .config("spark.sql.session.timeZone", "UTC")
      .getOrCreate()

    try {
      val events = readEvents(inputPath, day)
      val sessions = sessionise(events)
      val aggregates = aggregate(sessions)
      write(aggregates, outputPath, day)
    } finally {
      spark.stop()
    }
  }

  def readEvents(path: String, day: String)(implicit spark: SparkSession): DataFrame =
    spark.read
      .schema(eventSchema)
      .json(s"$path/dt=$day")
      .filter(col("event_type").isin("page_view", "click", "purchase"))
      .withColumn("visitor_id", coalesce(col("user_id"), col("anonymous_id")))

  def sessionise(events: DataFrame): DataFrame = {
    val byVisitor = Window.partitionBy("visitor_id").orderBy("occurred_at")

    events
      .withColumn("prev_at", lag("occurred_at", 1).over(byVisitor))
      .withColumn(
        "new_session",
        when(
          col("prev_at").isNull ||
            (unix_timestamp(col("occurred_at")) - unix_timestamp(col("prev_at"))) > SessionGapMinutes * 60,
          1
        ).otherwise(0)
      )
      .withColumn("session_seq", sum("new_session").over(byVisitor))
      .withColumn("session_id", concat_ws("-", col("visitor_id"), col("session_seq")))
      .drop("prev_at", "new_session", "session_seq")
  }

  def aggregate(sessions: DataFrame): DataFrame =
    sessions
      .groupBy("session_id", "visitor_id")
      .agg(
        min("occurred_at").as("started_at"),
        max("occurred_at").as("ended_at"),
        count(lit(1)).as("events"),
        sum(when(col("event_type") === "page_view", 1).otherwise(0)).as("page_views"),
        sum(when(col("event_type") === "purchase", 1).otherwise(0)).as("purchases"),
        first("country", ignoreNulls = true).as("country")
      )
      .withColumn("duration_seconds", unix_timestamp(col("ended_at")) - unix_timestamp(col("started_at")))

  def write(df: DataFrame, path: String, day: String): Unit =
    df.withColumn("dt", lit(day))
      .repartition(8)
      .write
      .mode(SaveMode.Overwrite)
      .partitionBy("dt")
      .parquet(path)
}
