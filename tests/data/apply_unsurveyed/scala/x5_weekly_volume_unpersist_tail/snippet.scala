// ... existing code ...

    teamTotals(volume).write
      .mode(SaveMode.Overwrite)
      .partitionBy("week")
      .parquet(s"${cfg.outputPath}/team_weekly")

    volume.unpersist()
  }

// ... existing code ...
