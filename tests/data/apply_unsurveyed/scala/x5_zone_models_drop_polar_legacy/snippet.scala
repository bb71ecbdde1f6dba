// ... existing code ...

  case object Karvonen extends ZoneModel {
    val name = "karvonen"
    def boundaries(maxHr: Int, restingHr: Int): Vector[Int] = {
      val reserve = maxHr - restingHr
      Vector(0.5, 0.6, 0.7, 0.8, 0.9).map(p => restingHr + math.round(reserve * p).toInt)
    }
  }

  case object Friel extends ZoneModel {
    val name = "friel"
    // ... existing code ...
  }

  val all: Seq[ZoneModel] = Seq(PercentMax, Karvonen, Friel)

  def fromString(s: String): Option[ZoneModel] =
    s.trim.toLowerCase match {
      case "percent-max" | "max" => Some(PercentMax)
      case "karvonen" | "hrr"    => Some(Karvonen)
      case "friel" | "lthr"      => Some(Friel)
      case _                     => None
    }
}

// ... existing code ...
