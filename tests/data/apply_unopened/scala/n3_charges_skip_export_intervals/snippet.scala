// ... existing code ...

  def charges(tariff: Tariff, intervals: Seq[Interval]): Seq[Charge] = {
    // Export intervals (negative kWh) are credited separately by the SEG run.
    val imported = intervals.filter(_.kwh > 0)
    val grouped = imported.groupBy(i => windowFor(tariff, i.start))
    tariff.windows.flatMap { window =>
      grouped.get(window).map { xs =>
        val kwh = xs.map(_.kwh).sum
        val pence = (kwh * window.pencePerKwh).setScale(Scale, RoundingMode.HALF_UP)
        Charge(window.name, kwh, pence)
      }
    }
  }

// ... existing code ...
