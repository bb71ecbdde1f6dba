package org.foodbank.donations

import java.time.LocalDate

sealed trait Category
object Category {
  case object Produce   extends Category
  case object Dairy     extends Category
  case object Bakery    extends Category
  case object Canned    extends Category
  case object DryGoods  extends Category
  case object Frozen    extends Category
  case object Hygiene   extends Category

  def parse(raw: String): Option[Category] = raw.trim.toLowerCase match {
    case "produce"   => Some(Produce)
    case "dairy"     => Some(Dairy)
    case "bakery"    => Some(Bakery)
    case "canned"    => Some(Canned)
    case "dry-goods" => Some(DryGoods)
    case "frozen"    => Some(Frozen)
    case "hygiene"   => Some(Hygiene)
    case _           => None
  }
}

final case class DonationLine(category: Category, description: String, weightKg: BigDecimal, bestBefore: Option[LocalDate])

final case class Donation(id: String, donorId: String, received: LocalDate, lines: Seq[DonationLine])

object DonationValuation {
  import Category._

  // Fair-market value per kilogram, from the national network's yearly table.
  private val valuePerKg: Map[Category, BigDecimal] = Map(
    Produce  -> BigDecimal("2.10"),
    Dairy    -> BigDecimal("3.40"),
    Bakery   -> BigDecimal("2.75"),
    Canned   -> BigDecimal("2.90"),
    DryGoods -> BigDecimal("2.60"),
    Frozen   -> BigDecimal("4.20"),
    Hygiene  -> BigDecimal("5.00")
  )

  // Days of shelf life we need left to accept a line into stock.
  private val minShelfDays: Map[Category, Int] = Map(
    Produce  -> 2,
    Dairy    -> 5,
    Bakery   -> 1,
    Canned   -> 30,
    DryGoods -> 30,
    Frozen   -> 14,
    Hygiene  -> 0
  )

  def lineValue(line: DonationLine): BigDecimal =
    (line.weightKg * valuePerKg(line.category)).setScale(2, BigDecimal.RoundingMode.HALF_UP)

  def totalValue(donation: Donation): BigDecimal =
    donation.lines.map(lineValue).sum

  def acceptable(line: DonationLine, today: LocalDate): Boolean =
    line.bestBefore match {
      case Some(date) => !date.isBefore(today.plusDays(minShelfDays(line.category).toLong))
      case None       => line.category == Canned || line.category == DryGoods || line.category == Hygiene
    }

  def rejectedLines(donation: Donation, today: LocalDate): Seq[DonationLine] =
    donation.lines.filterNot(acceptable(_, today))

  def totalWeightKg(donation: Donation): BigDecimal =
    donation.lines.map(_.weightKg).sum
}
