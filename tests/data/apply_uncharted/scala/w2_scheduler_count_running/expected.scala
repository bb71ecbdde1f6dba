package academy.captions.scheduling

import java.time.{Duration, Instant}

import academy.captions.model.{CaptionJob, JobPriority, JobStatus}

final case class SchedulerConfig(
    maxBatchSize: Int,
    maxConcurrentPerCourse: Int,
    staleAfter: Duration
)

object CaptionScheduler {

  private val priorityOrder: Map[JobPriority, Int] = Map(
    JobPriority.Urgent -> 0,
    JobPriority.Normal -> 1,
    JobPriority.Backfill -> 2
  )

  def isRunnable(job: CaptionJob): Boolean =
    job.status == JobStatus.Queued && job.attempts < 3

  def isStale(job: CaptionJob, now: Instant, config: SchedulerConfig): Boolean =
    job.status == JobStatus.Running &&
      job.heartbeatAt.exists(_.plus(config.staleAfter).isBefore(now))

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
    var count = 0

    ordered.foreach { job =>
      if (count < config.maxBatchSize && perCourse(job.courseId) < config.maxConcurrentPerCourse) {
        picked += job
        perCourse(job.courseId) += 1
        count += 1
      }
    }
    picked.result()
  }

  def reclaimStale(jobs: Seq[CaptionJob], now: Instant, config: SchedulerConfig): Seq[CaptionJob] =
    jobs.filter(isStale(_, now, config)).map(_.copy(status = JobStatus.Queued, heartbeatAt = None))

  def plan(jobs: Seq[CaptionJob], now: Instant, config: SchedulerConfig): Seq[CaptionJob] = {
    val reclaimed = reclaimStale(jobs, now, config)
    val reclaimedIds = reclaimed.map(_.id).toSet
    val pool = jobs.filterNot(job => reclaimedIds.contains(job.id)) ++ reclaimed
    nextBatch(pool, pool.filter(_.status == JobStatus.Running), config)
  }
}
