    fun quote(parcel: Parcel, destination: Destination, level: ServiceLevel): BigDecimal {
        val base = baseRate(destination, level)
        val weight = weightCharge(parcel, level)
        val fuel = (base + weight) * fuelSurchargePercent / HUNDRED
        return (base + weight + fuel + remoteSurcharge(destination)).setScale(2, RoundingMode.HALF_UP)
    }

    // ... existing code ...
