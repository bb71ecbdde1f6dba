package com.acme.payroll.run

import java.time.{Clock, Instant}

import scala.concurrent.{ExecutionContext, Future}

import com.acme.payroll.model.{Employee, PayPeriod, Payslip}
import com.acme.payroll.tax.TaxCalculator
import org.slf4j.LoggerFactory

final case class RunSummary(
    runId: String,
    period: PayPeriod,
    payslipCount: Int,
    totalGross: BigDecimal,
    totalTax: BigDecimal,
    totalNet: BigDecimal,
    completedAt: Instant
)

class PayrollRunner(
    taxCalculator: TaxCalculator,
    payslipStore: PayslipStore,
    clock: Clock
)(implicit ec: ExecutionContext) {

  private val log = LoggerFactory.getLogger(classOf[PayrollRunner])

  def run(runId: String, period: PayPeriod, employees: Seq[Employee]): Future[RunSummary] = {
    log.info(s"starting payroll run $runId for ${period.label} (${employees.size} employees)")
    val payslips = employees.filter(_.isActiveOn(period.payDate)).map(payslipFor(_, period))
    payslipStore.saveAll(runId, payslips).map { _ =>
      val summary = summarise(runId, period, payslips)
      log.info(s"payroll run $runId stored ${summary.payslipCount} payslips")
      summary
    }
  }

  def rerunFor(runId: String, period: PayPeriod, employee: Employee): Future[Payslip] = {
    log.info(s"re-running payslip for ${employee.number} in run $runId")
    val payslip = payslipFor(employee, period)
    payslipStore.replace(runId, payslip).map(_ => payslip)
  }

  private def payslipFor(employee: Employee, period: PayPeriod): Payslip = {
    val gross = employee.salary.periodAmount(period.frequency) + employee.adjustmentsFor(period).sum
    val tax = taxCalculator.taxFor(employee.taxCode, gross, period)
    val ni = taxCalculator.nationalInsuranceFor(employee.niCategory, gross, period)
    Payslip(employee.number, period, gross, tax, ni, gross - tax - ni)
  }

  private def summarise(runId: String, period: PayPeriod, payslips: Seq[Payslip]): RunSummary = {
    val totalGross = payslips.map(_.gross).sum
    val totalTax = payslips.map(p => p.incomeTax + p.nationalInsurance).sum
    val totalNet = payslips.map(_.net).sum
    RunSummary(runId, period, payslips.size, totalGross, totalTax, totalNet, clock.instant())
  }
}
