    // Vehicles: the car fare covers up to 5 m, each extra metre is charged.
    // Peak sailings apply the route's peak multiplier to the vehicle fare.
    fun vehicleFare(routeCode: String, lengthMetres: Double, peak: Boolean): BigDecimal {
        val t = tariff(routeCode)
        val overLength = (lengthMetres - 5.0).coerceAtLeast(0.0)
        val extra = t.perMetreOverLength.multiply(BigDecimal(overLength))
        val base = t.carFare.add(extra)
        val fare = if (peak) base.multiply(t.peakMultiplier) else base
        return fare.setScale(2, RoundingMode.HALF_UP)
    }

    // ... existing code ...

    fun quote(
        routeCode: String,
        adults: Int,
        children: Int,
        vehicleLengthMetres: Double?,
        peak: Boolean,
    ): FareQuote {
        val passengers = passengerFare(routeCode, adults, children)
        val vehicle = vehicleLengthMetres
            ?.let { vehicleFare(routeCode, it, peak) }
            ?: BigDecimal.ZERO
        // ... existing code ...
    }
}
