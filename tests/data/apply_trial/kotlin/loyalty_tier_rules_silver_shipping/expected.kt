package com.shopfront.loyalty

import java.math.BigDecimal
import java.math.RoundingMode

enum class Tier { BRONZE, SILVER, GOLD, PLATINUM }

data class TierRule(
    val tier: Tier,
    val pointsPerEuro: BigDecimal,
    val birthdayBonus: Int,
    val freeShippingThreshold: BigDecimal?,
    val expiryMonths: Int,
)

object TierRules {

    val bronze = TierRule(
        tier = Tier.BRONZE,
        pointsPerEuro = BigDecimal("1.0"),
        birthdayBonus = 50,
        freeShippingThreshold = BigDecimal("50.00"),
        expiryMonths = 12,
    )

    val silver = TierRule(
        tier = Tier.SILVER,
        pointsPerEuro = BigDecimal("1.25"),
        birthdayBonus = 100,
        freeShippingThreshold = BigDecimal("35.00"),
        expiryMonths = 18,
    )

    val gold = TierRule(
        tier = Tier.GOLD,
        pointsPerEuro = BigDecimal("1.5"),
        birthdayBonus = 250,
        freeShippingThreshold = BigDecimal("25.00"),
        expiryMonths = 24,
    )

    val platinum = TierRule(
        tier = Tier.PLATINUM,
        pointsPerEuro = BigDecimal("2.0"),
        birthdayBonus = 500,
        freeShippingThreshold = null,
        expiryMonths = 36,
    )

    private val byTier = listOf(bronze, silver, gold, platinum).associateBy { it.tier }

    fun forTier(tier: Tier): TierRule = byTier.getValue(tier)

    fun pointsFor(tier: Tier, amount: BigDecimal): Int =
        amount.multiply(forTier(tier).pointsPerEuro)
            .setScale(0, RoundingMode.DOWN)
            .toInt()

    fun qualifiesForFreeShipping(tier: Tier, basketTotal: BigDecimal): Boolean {
        val threshold = forTier(tier).freeShippingThreshold ?: return true
        return basketTotal >= threshold
    }

    fun nextTier(tier: Tier): Tier? = Tier.entries.getOrNull(tier.ordinal + 1)
}
