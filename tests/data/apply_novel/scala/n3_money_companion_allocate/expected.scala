package com.acme.ledger.domain

import java.math.RoundingMode
import java.util.Currency

final case class Money(amount: BigDecimal, currency: Currency) {

  def +(other: Money): Money = {
    requireSameCurrency(other)
    copy(amount = amount + other.amount)
  }

  def -(other: Money): Money = {
    requireSameCurrency(other)
    copy(amount = amount - other.amount)
  }

  def *(factor: BigDecimal): Money =
    copy(amount = amount * factor)

  def isZero: Boolean = amount.signum == 0

  def isNegative: Boolean = amount.signum < 0

  def rounded: Money =
    copy(amount = amount.setScale(currency.getDefaultFractionDigits, BigDecimal.RoundingMode.HALF_EVEN))

  private def requireSameCurrency(other: Money): Unit =
    require(currency == other.currency, s"currency mismatch: $currency vs ${other.currency}")

  override def toString: String = s"${rounded.amount} ${currency.getCurrencyCode}"
}

object Money {

  def apply(amount: String, currencyCode: String): Money =
    Money(BigDecimal(amount), Currency.getInstance(currencyCode))

  def zero(currency: Currency): Money =
    Money(BigDecimal(0), currency)

  def sum(values: Seq[Money], currency: Currency): Money =
    values.foldLeft(zero(currency))(_ + _)

  implicit val ordering: Ordering[Money] = Ordering.by(_.amount)

  def allocate(total: Money, ratios: Seq[Int]): Seq[Money] = {
    val scale = total.currency.getDefaultFractionDigits
    val unit = BigDecimal(1).bigDecimal.movePointLeft(scale)
    val sumOfRatios = ratios.sum
    val shares = ratios.map { r =>
      BigDecimal((total.amount * r / sumOfRatios).bigDecimal.setScale(scale, RoundingMode.DOWN))
    }
    val remainder = ((total.amount - shares.sum) / BigDecimal(unit)).toInt
    shares.zipWithIndex.map { case (share, i) =>
      Money(if (i < remainder) share + BigDecimal(unit) else share, total.currency)
    }
  }
}
