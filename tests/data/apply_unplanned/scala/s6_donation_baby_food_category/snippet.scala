// ... package and imports unchanged ...

sealed trait Category
object Category {
  // ... Produce through Frozen unchanged ...
  case object Hygiene   extends Category
  case object BabyFood  extends Category

  def parse(raw: String): Option[Category] = raw.trim.toLowerCase match {
    // ... existing category names unchanged ...
    case "hygiene"   => Some(Hygiene)
    case "baby-food" => Some(BabyFood)
    case _           => None
  }
}

// ... case classes and the start of DonationValuation unchanged ...

  private val valuePerKg: Map[Category, BigDecimal] = Map(
    // ... other categories' values unchanged ...
    Hygiene  -> BigDecimal("5.00"),
    BabyFood -> BigDecimal("6.80")
  )

  // Days of shelf life we need left to accept a line into stock.
  private val minShelfDays: Map[Category, Int] = Map(
    // ... other categories' shelf days unchanged ...
    Hygiene  -> 0,
    BabyFood -> 30
  )

// ... valuation and acceptance helpers unchanged ...
