package com.stridelab.zones

import scala.math.BigDecimal.RoundingMode

sealed trait ZoneModel {
  def name: String
  def boundaries(maxHr: Int, restingHr: Int): Vector[Int]
}

object ZoneModel {

  case object PercentMax extends ZoneModel {
    val name = "percent-max"
    def boundaries(maxHr: Int, restingHr: Int): Vector[Int] =
      Vector(0.5, 0.6, 0.7, 0.8, 0.9).map(p => math.round(maxHr * p).toInt)
  }

  case object Karvonen extends ZoneModel {
    val name = "karvonen"
    def boundaries(maxHr: Int, restingHr: Int): Vector[Int] = {
      val reserve = maxHr - restingHr
      Vector(0.5, 0.6, 0.7, 0.8, 0.9).map(p => restingHr + math.round(reserve * p).toInt)
    }
  }

  case object PolarLegacy extends ZoneModel {
    val name = "polar-legacy"
    def boundaries(maxHr: Int, restingHr: Int): Vector[Int] =
      Vector(0.55, 0.65, 0.75, 0.85, 0.95).map(p => math.round(maxHr * p).toInt)
  }

  case object Friel extends ZoneModel {
    val name = "friel"
    def boundaries(maxHr: Int, restingHr: Int): Vector[Int] = {
      val lthr = math.round(maxHr * 0.89).toInt
      Vector(0.81, 0.89, 0.93, 0.99, 1.02).map(p => math.round(lthr * p).toInt)
    }
  }

  val all: Seq[ZoneModel] = Seq(PercentMax, Karvonen, PolarLegacy, Friel)

  def fromString(s: String): Option[ZoneModel] =
    s.trim.toLowerCase match {
      case "percent-max" | "max" => Some(PercentMax)
      case "karvonen" | "hrr"    => Some(Karvonen)
      case "polar-legacy"        => Some(PolarLegacy)
      case "friel" | "lthr"      => Some(Friel)
      case _                     => None
    }
}

final case class ZoneTime(zone: Int, seconds: Long) {
  def minutes: BigDecimal = (BigDecimal(seconds) / 60).setScale(1, RoundingMode.HALF_UP)
}

object ZoneCalculator {

  def zoneOf(hr: Int, bounds: Vector[Int]): Int = {
    val idx = bounds.lastIndexWhere(b => hr >= b)
    if (idx < 0) 0 else idx + 1
  }

  def timeInZones(samples: Seq[Int], model: ZoneModel, maxHr: Int, restingHr: Int): Seq[ZoneTime] = {
    val bounds = model.boundaries(maxHr, restingHr)
    val counts = samples.groupBy(zoneOf(_, bounds)).view.mapValues(_.size.toLong).toMap
    (0 to bounds.size).map(z => ZoneTime(z, counts.getOrElse(z, 0L)))
  }
}
