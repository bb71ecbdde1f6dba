package com.example.payments

import java.math.BigDecimal
import java.math.RoundingMode

sealed class PaymentMethod {
    data class Card(val brand: String, val last4: String, val expMonth: Int, val expYear: Int) : PaymentMethod()

    data class BankTransfer(val iban: String, val holder: String) : PaymentMethod()

    data class Wallet(val provider: String, val accountId: String) : PaymentMethod()
}

data class Fee(val amount: BigDecimal, val description: String)

object Fees {
    private val CARD_RATE = BigDecimal("0.029")
    private val CARD_FIXED = BigDecimal("0.30")
    private val WALLET_RATE = BigDecimal("0.034")
    private val TRANSFER_FIXED = BigDecimal("0.50")

    fun feeFor(method: PaymentMethod, amount: BigDecimal): Fee = when (method) {
        is PaymentMethod.Card -> Fee(
            (amount * CARD_RATE + CARD_FIXED).setScale(2, RoundingMode.HALF_UP),
            "card processing",
        )
        is PaymentMethod.BankTransfer -> Fee(TRANSFER_FIXED, "bank transfer")
        is PaymentMethod.Wallet -> Fee(
            (amount * WALLET_RATE).setScale(2, RoundingMode.HALF_UP),
            "${method.provider} wallet",
        )
    }
}

fun PaymentMethod.label(): String = when (this) {
    is PaymentMethod.Card -> "$brand ending in $last4"
    is PaymentMethod.BankTransfer -> "Bank transfer from $holder"
    is PaymentMethod.Wallet -> "$provider ($accountId)"
}

fun PaymentMethod.isExpired(month: Int, year: Int): Boolean = when (this) {
    is PaymentMethod.Card -> expYear < year || (expYear == year && expMonth < month)
    is PaymentMethod.BankTransfer -> false
    is PaymentMethod.Wallet -> false
}
