package com.acme.billing.model

import java.time.LocalDate

final case class LineItem(description: String, quantity: Int, unitPrice: BigDecimal) {
  def amount: BigDecimal = unitPrice * quantity
}

sealed trait Document {
  def number: String
  def customerId: String
  def lines: Seq[LineItem]
  def issuedOn: LocalDate

  def total: BigDecimal = lines.map(_.amount).sum
}

object Document {
  def formatMoney(amount: BigDecimal): String =
    amount.setScale(2, BigDecimal.RoundingMode.HALF_UP).toString
}

class Quote(
    val number: String,
    val customerId: String,
    val lines: Seq[LineItem],
    val issuedOn: LocalDate,
    val validUntil: LocalDate
) extends Document {
  override def toString: String = {
    val count = lines.size
    s"Quote(#$number, $count lines, total=$total)"
  }

  def isExpired(today: LocalDate): Boolean = today.isAfter(validUntil)
}

class Invoice(
    val number: String,
    val customerId: String,
    val lines: Seq[LineItem],
    val issuedOn: LocalDate,
    val dueOn: LocalDate
) extends Document {
  override def toString: String = {
    val count = lines.size
    s"Invoice(#$number, $count lines, total=${Document.formatMoney(total)}, due=$dueOn)"
  }

  def isOverdue(today: LocalDate, paid: Boolean): Boolean =
    !paid && today.isAfter(dueOn)

  def daysUntilDue(today: LocalDate): Long =
    java.time.temporal.ChronoUnit.DAYS.between(today, dueOn)
}

class CreditNote(
    val number: String,
    val customerId: String,
    val lines: Seq[LineItem],
    val issuedOn: LocalDate,
    val invoiceNumber: String
) extends Document {
  override def toString: String = {
    val count = lines.size
    s"CreditNote(#$number, $count lines, total=$total)"
  }

  def refunds(invoice: Invoice): Boolean = invoice.number == invoiceNumber
}
