// ... existing code ...

class OffCycleRunService(
    repo: PayrollRunRepository,
    ledger: LedgerClient,
    clock: Clock
)(implicit ec: ExecutionContext)
    extends LazyLogging {

  // ... existing code ...

  def approve(runId: RunId, approver: UserId): Future[PayrollRun] =
    for {
      run <- repo.get(runId)
      _ = require(run.status == RunStatus.Calculated, s"run $runId is ${run.status}, expected Calculated")
      _ = require(!run.createdBy.contains(approver), s"off-cycle run $runId cannot be approved by its creator")
      updated <- repo.update(run.copy(status = RunStatus.Approved, approvedBy = Some(approver)))
    } yield {
      logger.info(s"off-cycle run $runId approved by $approver")
      updated
    }

  // ... existing code ...
}
