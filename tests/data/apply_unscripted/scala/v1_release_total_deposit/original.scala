package gov.city.parking.towing

import java.time.{Duration, LocalDateTime}

sealed trait VehicleClass
object VehicleClass {
  case object Motorcycle extends VehicleClass
  case object Passenger extends VehicleClass
  case object LightTruck extends VehicleClass
  case object HeavyDuty extends VehicleClass
}

final case class Impound(
    plate: String,
    vehicleClass: VehicleClass,
    towedAt: LocalDateTime,
    lot: String,
    depositCents: Int,
    policeHold: Boolean
)

object TowFees {

  val AdminFeeCents: Int = 7500

  /** Flat hook-up fee charged by the contracted tow operator. */
  def hookFee(vehicleClass: VehicleClass): Int = vehicleClass match {
    case VehicleClass.Motorcycle => 12500
    case VehicleClass.Passenger  => 19500
    case VehicleClass.LightTruck => 24500
    case VehicleClass.HeavyDuty  => 52000
  }

  /** Daily storage rate at the impound lot. */
  def dailyStorage(vehicleClass: VehicleClass): Int = vehicleClass match {
    case VehicleClass.Motorcycle => 2000
    case VehicleClass.Passenger  => 4000
    case VehicleClass.LightTruck => 5500
    case VehicleClass.HeavyDuty  => 9000
  }

  /** Whole storage days charged; the first 24 hours are free. */
  def storageDays(towedAt: LocalDateTime, releasedAt: LocalDateTime): Long = {
    val hours = Duration.between(towedAt, releasedAt).toHours
    if (hours < 24) 0L else hours / 24
  }

  /** Storage charge for the time the vehicle spent on the lot. */
  def storageFee(impound: Impound, releasedAt: LocalDateTime): Int =
    (storageDays(impound.towedAt, releasedAt) * dailyStorage(impound.vehicleClass)).toInt

  /** Amount the owner must pay at the release window. */
  def releaseTotal(impound: Impound, releasedAt: LocalDateTime): Int = {
    val hook = hookFee(impound.vehicleClass)
    val storage = storageFee(impound, releasedAt)
    hook + storage + AdminFeeCents
  }

  /** Whether the vehicle can be released to its owner right now. */
  def canRelease(impound: Impound, paidCents: Int, releasedAt: LocalDateTime): Boolean =
    !impound.policeHold && paidCents >= releaseTotal(impound, releasedAt)

  /** Line items printed on the release receipt. */
  def receiptLines(impound: Impound, releasedAt: LocalDateTime): Seq[(String, Int)] = Seq(
    "Tow (hook-up)" -> hookFee(impound.vehicleClass),
    "Storage" -> storageFee(impound, releasedAt),
    "Administrative fee" -> AdminFeeCents,
    "Deposit paid" -> -impound.depositCents
  )
}
