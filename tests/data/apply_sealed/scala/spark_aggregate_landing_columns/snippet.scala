  // ... schema, main(), readEvents() and sessionise() as before ...

  def aggregate(sessions: DataFrame): DataFrame =
    sessions
      .groupBy("session_id", "visitor_id")
      .agg(
        min("occurred_at").as("started_at"),
        max("occurred_at").as("ended_at"),
        count(lit(1)).as("events"),
        sum(when(col("event_type") === "page_view", 1).otherwise(0)).as("page_views"),
        sum(when(col("event_type") === "purchase", 1).otherwise(0)).as("purchases"),
        first("country", ignoreNulls = true).as("country"),
        first("referrer", ignoreNulls = true).as("landing_referrer"),
        first("page", ignoreNulls = true).as("landing_page")
      )
      .withColumn("duration_seconds", unix_timestamp(col("ended_at")) - unix_timestamp(col("started_at")))
      .withColumn("bounced", col("page_views") <= 1 && col("purchases") === 0)

  // ... write() with the dt partition unchanged ...
