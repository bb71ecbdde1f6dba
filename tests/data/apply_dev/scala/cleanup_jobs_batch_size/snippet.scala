final case class CleanupSettings(
    sessionTtl: Duration = Duration.ofDays(14),
    uploadTtl: Duration = Duration.ofDays(2),
    auditRetention: Duration = Duration.ofDays(365),
    batchSize: Int = 500,
    auditBatchSize: Int = 5000
)

// ...

final class AuditPruneJob(store: AuditStore, settings: CleanupSettings, clock: Clock)
    extends Job
    with LazyLogging {
  val name = "audit-prune"

  def run()(implicit ec: ExecutionContext): Future[Int] = {
    val cutoff = Instant.now(clock).minus(settings.auditRetention)
    store.deleteOlderThan(cutoff, settings.auditBatchSize).map { n =>
      /* ... */
    }
  }
}

// ...
