package com.acme.shipping

import java.math.BigDecimal
import java.math.RoundingMode

enum class ServiceLevel { ECONOMY, STANDARD, EXPRESS }

data class Parcel(val weightKg: BigDecimal, val lengthCm: Int, val widthCm: Int, val heightCm: Int)

data class Destination(val countryCode: String, val postalCode: String, val isRemote: Boolean = false)

class ShippingRateCalculator(
    private val domesticCountry: String = "DE",
    private val fuelSurchargePercent: BigDecimal = BigDecimal("4.5"),
) {

    fun quote(parcel: Parcel, destination: Destination, level: ServiceLevel): BigDecimal {
        val base = baseRate(destination, level)
        val weight = weightCharge(parcel, level)
        val fuel = (base + weight) * fuelSurchargePercent / HUNDRED
        return (base + weight + fuel).setScale(2, RoundingMode.HALF_UP)
    }

    fun billableWeight(parcel: Parcel): BigDecimal {
        val volumetric = BigDecimal(parcel.lengthCm * parcel.widthCm * parcel.heightCm)
            .divide(VOLUMETRIC_DIVISOR, 3, RoundingMode.HALF_UP)
        return parcel.weightKg.max(volumetric)
    }

    private fun baseRate(destination: Destination, level: ServiceLevel): BigDecimal {
        val domestic = destination.countryCode == domesticCountry
        return when (level) {
            ServiceLevel.ECONOMY -> if (domestic) BigDecimal("3.90") else BigDecimal("9.50")
            ServiceLevel.STANDARD -> if (domestic) BigDecimal("5.49") else BigDecimal("14.90")
            ServiceLevel.EXPRESS -> if (domestic) BigDecimal("11.90") else BigDecimal("29.00")
        }
    }

    private fun weightCharge(parcel: Parcel, level: ServiceLevel): BigDecimal {
        val perKg = when (level) {
            ServiceLevel.ECONOMY -> BigDecimal("0.40")
            ServiceLevel.STANDARD -> BigDecimal("0.65")
            ServiceLevel.EXPRESS -> BigDecimal("1.20")
        }
        val extraKg = (billableWeight(parcel) - FREE_WEIGHT_KG).max(BigDecimal.ZERO)
        return extraKg * perKg
    }

    private fun remoteSurcharge(destination: Destination): BigDecimal =
        if (destination.isRemote) BigDecimal("6.00") else BigDecimal.ZERO

    companion object {
        private val HUNDRED = BigDecimal(100)
        private val VOLUMETRIC_DIVISOR = BigDecimal(5000)
        private val FREE_WEIGHT_KG = BigDecimal("2.0")
    }
}
