package com.acme.platform.jobs

import java.time.{Clock, Duration, Instant}
import scala.concurrent.{ExecutionContext, Future}
import com.typesafe.scalalogging.LazyLogging
import com.acme.platform.store.{SessionStore, UploadStore, AuditStore}

final case class CleanupSettings(
    sessionTtl: Duration = Duration.ofDays(14),
    uploadTtl: Duration = Duration.ofDays(2),
    auditRetention: Duration = Duration.ofDays(365),
    batchSize: Int = 500
)

trait Job {
  def name: String
  def run()(implicit ec: ExecutionContext): Future[Int]
}

final class ExpiredSessionsJob(store: SessionStore, settings: CleanupSettings, clock: Clock)
    extends Job
    with LazyLogging {
  val name = "expired-sessions"

  def run()(implicit ec: ExecutionContext): Future[Int] = {
    val cutoff = Instant.now(clock).minus(settings.sessionTtl)
    store.deleteOlderThan(cutoff, settings.batchSize).map { n =>
      logger.info(s"$name: removed $n sessions older than $cutoff")
      n
    }
  }
}

final class StaleUploadsJob(store: UploadStore, settings: CleanupSettings, clock: Clock)
    extends Job
    with LazyLogging {
  val name = "stale-uploads"

  def run()(implicit ec: ExecutionContext): Future[Int] = {
    val cutoff = Instant.now(clock).minus(settings.uploadTtl)
    store.deleteIncompleteOlderThan(cutoff, settings.batchSize).map { n =>
      logger.info(s"$name: removed $n incomplete uploads older than $cutoff")
      n
    }
  }
}

final class AuditPruneJob(store: AuditStore, settings: CleanupSettings, clock: Clock)
    extends Job
    with LazyLogging {
  val name = "audit-prune"

  def run()(implicit ec: ExecutionContext): Future[Int] = {
    val cutoff = Instant.now(clock).minus(settings.auditRetention)
    store.deleteOlderThan(cutoff, settings.batchSize).map { n =>
      logger.info(s"$name: pruned $n audit records older than $cutoff")
      n
    }
  }
}

object CleanupJobs {
  def all(
      sessions: SessionStore,
      uploads: UploadStore,
      audit: AuditStore,
      settings: CleanupSettings = CleanupSettings(),
      clock: Clock = Clock.systemUTC()
  ): Seq[Job] =
    Seq(
      new ExpiredSessionsJob(sessions, settings, clock),
      new StaleUploadsJob(uploads, settings, clock),
      new AuditPruneJob(audit, settings, clock)
    )
}
