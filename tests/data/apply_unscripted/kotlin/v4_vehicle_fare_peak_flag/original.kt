package com.harbourline.ferry.fares

import java.math.BigDecimal
import java.math.RoundingMode

data class RouteTariff(
    val routeCode: String,
    val adultFare: BigDecimal,
    val childFare: BigDecimal,
    val carFare: BigDecimal,
    val perMetreOverLength: BigDecimal,
    val peakMultiplier: BigDecimal,
)

data class FareQuote(
    val passengers: BigDecimal,
    val vehicle: BigDecimal,
    val total: BigDecimal,
)

class FareCalculator(private val tariffs: Map<String, RouteTariff>) {

    private fun tariff(routeCode: String): RouteTariff =
        tariffs[routeCode] ?: throw IllegalArgumentException("Unknown route $routeCode")

    // Foot passengers: children travel at the child rate, infants free.
    fun passengerFare(routeCode: String, adults: Int, children: Int): BigDecimal {
        val t = tariff(routeCode)
        val adultTotal = t.adultFare.multiply(BigDecimal(adults))
        val childTotal = t.childFare.multiply(BigDecimal(children))
        return adultTotal.add(childTotal).setScale(2, RoundingMode.HALF_UP)
    }

    // Vehicles: the car fare covers up to 5 m, each extra metre is charged.
    fun vehicleFare(routeCode: String, lengthMetres: Double): BigDecimal {
        val t = tariff(routeCode)
        val overLength = (lengthMetres - 5.0).coerceAtLeast(0.0)
        val extra = t.perMetreOverLength.multiply(BigDecimal(overLength))
        return t.carFare.add(extra).setScale(2, RoundingMode.HALF_UP)
    }

    // Trailers are priced per metre from the first metre.
    fun trailerFare(routeCode: String, lengthMetres: Double): BigDecimal {
        val t = tariff(routeCode)
        val charge = t.perMetreOverLength.multiply(BigDecimal(lengthMetres))
        return charge.setScale(2, RoundingMode.HALF_UP)
    }

    fun quote(
        routeCode: String,
        adults: Int,
        children: Int,
        vehicleLengthMetres: Double?,
        peak: Boolean,
    ): FareQuote {
        val passengers = passengerFare(routeCode, adults, children)
        val vehicle = vehicleLengthMetres
            ?.let { vehicleFare(routeCode, it) }
            ?: BigDecimal.ZERO
        return FareQuote(
            passengers = passengers,
            vehicle = vehicle,
            total = passengers.add(vehicle),
        )
    }
}
