package com.acme.payroll.runs

import java.time.{Clock, Instant, LocalDate}
import scala.concurrent.{ExecutionContext, Future}

import com.acme.payroll.domain._
import com.acme.payroll.ledger.LedgerClient
import com.typesafe.scalalogging.LazyLogging

final case class RunSummary(runId: RunId, employees: Int, grossTotal: BigDecimal, netTotal: BigDecimal)

/** Regular scheduled payroll runs for a whole pay group. */
class PayrollRunService(
    repo: PayrollRunRepository,
    ledger: LedgerClient,
    clock: Clock
)(implicit ec: ExecutionContext)
    extends LazyLogging {

  def open(payGroup: PayGroupId, periodEnd: LocalDate): Future[PayrollRun] =
    repo.insert(PayrollRun.draft(payGroup, periodEnd, Instant.now(clock)))

  def approve(runId: RunId, approver: UserId): Future[PayrollRun] =
    for {
      run <- repo.get(runId)
      _ = require(run.status == RunStatus.Calculated, s"run $runId is ${run.status}, expected Calculated")
      updated <- repo.update(run.copy(status = RunStatus.Approved, approvedBy = Some(approver)))
    } yield {
      logger.info(s"payroll run $runId approved by $approver")
      updated
    }

  def post(runId: RunId): Future[RunSummary] =
    for {
      run <- repo.get(runId)
      _ = require(run.status == RunStatus.Approved, s"run $runId is ${run.status}, expected Approved")
      _ <- ledger.postJournal(run.journalEntries)
      _ <- repo.update(run.copy(status = RunStatus.Posted, postedAt = Some(Instant.now(clock))))
    } yield RunSummary(run.id, run.lines.size, run.lines.map(_.gross).sum, run.lines.map(_.net).sum)
}

/** Off-cycle runs: final pay, bonus and correction payments for a single employee. */
class OffCycleRunService(
    repo: PayrollRunRepository,
    ledger: LedgerClient,
    clock: Clock
)(implicit ec: ExecutionContext)
    extends LazyLogging {

  def open(employee: EmployeeId, reason: OffCycleReason): Future[PayrollRun] =
    repo.insert(PayrollRun.offCycle(employee, reason, Instant.now(clock)))

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

  def post(runId: RunId): Future[RunSummary] =
    for {
      run <- repo.get(runId)
      _ = require(run.status == RunStatus.Approved, s"run $runId is ${run.status}, expected Approved")
      _ <- ledger.postJournal(run.journalEntries)
      _ <- repo.update(run.copy(status = RunStatus.Posted, postedAt = Some(Instant.now(clock))))
    } yield RunSummary(run.id, 1, run.lines.map(_.gross).sum, run.lines.map(_.net).sum)
}
