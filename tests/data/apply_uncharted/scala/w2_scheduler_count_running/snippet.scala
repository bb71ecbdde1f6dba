  // ... existing code ...

  def nextBatch(
      jobs: Seq[CaptionJob],
      running: Seq[CaptionJob],
      config: SchedulerConfig
  ): Seq[CaptionJob] = {
    val ordered = jobs
      .filter(isRunnable)
      .sortBy(job => (priorityOrder(job.priority), job.createdAt))

    val perCourse = scala.collection.mutable.Map.empty[String, Int].withDefaultValue(0)
    running.foreach(job => perCourse(job.courseId) += 1)
    val picked = Vector.newBuilder[CaptionJob]
    // ... existing code ...
  }

  // ... existing code ...

  def plan(jobs: Seq[CaptionJob], now: Instant, config: SchedulerConfig): Seq[CaptionJob] = {
    // ... existing code ...
    val pool = jobs.filterNot(job => reclaimedIds.contains(job.id)) ++ reclaimed
    nextBatch(pool, pool.filter(_.status == JobStatus.Running), config)
  }
}
