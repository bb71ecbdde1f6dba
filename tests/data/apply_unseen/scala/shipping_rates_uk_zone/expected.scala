package com.parcelpoint.shipping

import scala.math.BigDecimal.RoundingMode

sealed trait Zone
object Zone {
  case object Domestic extends Zone
  case object EU extends Zone
  case object NorthAmerica extends Zone
  case object RestOfWorld extends Zone
  case object UnitedKingdom extends Zone

  def fromCountry(code: String): Zone = code.toUpperCase match {
    case "DE"                                   => Domestic
    case c if EuCountries.contains(c)           => EU
    case "GB" | "UK"                            => UnitedKingdom
    case "US" | "CA" | "MX"                     => NorthAmerica
    case _                                      => RestOfWorld
  }

  private val EuCountries: Set[String] = Set(
    "AT", "BE", "BG", "CY", "CZ", "DK", "EE", "ES", "FI", "FR", "GR", "HR", "HU",
    "IE", "IT", "LT", "LU", "LV", "MT", "NL", "PL", "PT", "RO", "SE", "SI", "SK"
  )
}

final case class Parcel(weightKg: BigDecimal, lengthCm: Int, widthCm: Int, heightCm: Int) {
  def volumetricWeightKg: BigDecimal = BigDecimal(lengthCm * widthCm * heightCm) / 5000
  def billableWeightKg: BigDecimal = weightKg.max(volumetricWeightKg)
}

object ShippingRates {

  private def base(amount: String): BigDecimal = BigDecimal(amount)

  private def perKg(weight: BigDecimal, rate: String): BigDecimal =
    (weight * BigDecimal(rate)).setScale(2, RoundingMode.HALF_UP)

  def rateFor(zone: Zone, parcel: Parcel): BigDecimal = {
    val weight = parcel.billableWeightKg
    zone match {
      case Zone.Domestic =>
        base("4.90") + perKg(weight, "0.35")
      case Zone.EU =>
        base("9.50") + perKg(weight, "0.95")
      case Zone.UnitedKingdom =>
        base("12.50") + perKg(weight, "1.20")
      case Zone.NorthAmerica =>
        base("19.00") + perKg(weight, "2.40")
      case Zone.RestOfWorld =>
        base("24.00") + perKg(weight, "3.10")
    }
  }

  def freeShippingThreshold(zone: Zone): Option[BigDecimal] = zone match {
    case Zone.Domestic => Some(BigDecimal(49))
    case Zone.EU       => Some(BigDecimal(99))
    case _             => None
  }
}
