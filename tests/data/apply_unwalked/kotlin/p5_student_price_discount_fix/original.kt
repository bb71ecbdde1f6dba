package com.proleague.ticketing.pricing

import java.math.BigDecimal
import java.math.RoundingMode

enum class FixtureTier { CATEGORY_A, CATEGORY_B, CATEGORY_C, CUP }

enum class Stand { NORTH, SOUTH, EAST, WEST }

/**
 * Matchday ticket prices. Base prices come from the club's pricing sheet;
 * concession discounts are league-wide and set in the companion object.
 */
class TicketPricer(
    private val basePrices: Map<FixtureTier, BigDecimal>,
    private val bookingFee: BigDecimal,
    private val standSurcharge: Map<Stand, BigDecimal> = emptyMap(),
) {
    fun adultPrice(tier: FixtureTier): BigDecimal {
        val base = basePrices.getValue(tier)
        val withFee = base + bookingFee
        return withFee.setScale(2, RoundingMode.HALF_UP)
    }

    fun juniorPrice(tier: FixtureTier): BigDecimal {
        val base = basePrices.getValue(tier) * JUNIOR_DISCOUNT
        val withFee = base + bookingFee
        return withFee.setScale(2, RoundingMode.HALF_UP)
    }

    fun seniorPrice(tier: FixtureTier): BigDecimal {
        val base = basePrices.getValue(tier) * SENIOR_DISCOUNT
        val withFee = base + bookingFee
        return withFee.setScale(2, RoundingMode.HALF_UP)
    }

    fun studentPrice(tier: FixtureTier): BigDecimal {
        val base = basePrices.getValue(tier) * JUNIOR_DISCOUNT
        val withFee = base + bookingFee
        return withFee.setScale(2, RoundingMode.HALF_UP)
    }

    fun carerPrice(tier: FixtureTier): BigDecimal {
        // Carers accompanying a disabled supporter only pay the booking fee.
        return bookingFee.setScale(2, RoundingMode.HALF_UP)
    }

    fun priceInStand(tier: FixtureTier, stand: Stand, concession: Concession): BigDecimal {
        val ticket = when (concession) {
            Concession.ADULT -> adultPrice(tier)
            Concession.JUNIOR -> juniorPrice(tier)
            Concession.SENIOR -> seniorPrice(tier)
            Concession.STUDENT -> studentPrice(tier)
            Concession.CARER -> return carerPrice(tier)
        }
        val surcharge = standSurcharge[stand] ?: BigDecimal.ZERO
        return (ticket + surcharge).setScale(2, RoundingMode.HALF_UP)
    }

    enum class Concession { ADULT, JUNIOR, SENIOR, STUDENT, CARER }

    companion object {
        val JUNIOR_DISCOUNT = BigDecimal("0.50")
        val SENIOR_DISCOUNT = BigDecimal("0.70")
        val STUDENT_DISCOUNT = BigDecimal("0.80")
    }
}
