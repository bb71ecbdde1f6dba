package com.acme.payments.validation

import com.acme.payments.model.Currency
import com.acme.payments.model.PaymentMethod
import com.acme.payments.model.PaymentRequest
import java.math.BigDecimal
import java.time.Clock
import java.time.YearMonth

sealed interface ValidationResult {
    object Valid : ValidationResult
    data class Invalid(val errors: List<String>) : ValidationResult
}

class PaymentRequestValidator(
    private val clock: Clock,
    private val supportedCurrencies: Set<Currency>,
    private val maxAmount: BigDecimal = BigDecimal("10000.00"),
) {

    fun validate(request: PaymentRequest): ValidationResult {
        val errors = mutableListOf<String>()

        if (request.merchantId.isBlank()) {
            errors += "merchantId must not be blank"
        }
        if (request.amount <= BigDecimal.ZERO) {
            errors += "amount must be positive"
        }
        if (request.amount > maxAmount) {
            errors += "amount must not exceed $maxAmount"
        }
        if (request.amount.scale() > request.currency.minorUnits) {
            errors += "amount has too many decimal places for ${request.currency.code}"
        }
        when (val method = request.method) {
            is PaymentMethod.Card -> validateCard(method, errors)
            is PaymentMethod.BankTransfer -> validateIban(method.iban, errors)
            is PaymentMethod.Wallet -> if (method.token.isBlank()) errors += "wallet token must not be blank"
        }
        if (request.idempotencyKey.length !in 16..64) {
            errors += "idempotencyKey must be 16 to 64 characters"
        }

        return if (errors.isEmpty()) ValidationResult.Valid else ValidationResult.Invalid(errors)
    }

    private fun validateCard(card: PaymentMethod.Card, errors: MutableList<String>) {
        if (!luhnValid(card.number)) {
            errors += "card number is invalid"
        }
        val expiry = YearMonth.of(card.expiryYear, card.expiryMonth)
        if (expiry.isBefore(YearMonth.now(clock))) {
            errors += "card has expired"
        }
        if (card.cvc.length !in 3..4 || !card.cvc.all(Char::isDigit)) {
            errors += "cvc must be 3 or 4 digits"
        }
    }

    private fun validateIban(iban: String, errors: MutableList<String>) {
        val compact = iban.replace(" ", "").uppercase()
        if (compact.length !in 15..34 || !compact.take(2).all(Char::isLetter)) {
            errors += "iban is malformed"
        }
    }

    private fun luhnValid(number: String): Boolean {
        val digits = number.filter(Char::isDigit)
        if (digits.length !in 12..19) return false
        val sum = digits.reversed().mapIndexed { i, c ->
            val d = c.digitToInt()
            if (i % 2 == 1) (d * 2).let { if (it > 9) it - 9 else it } else d
        }.sum()
        return sum % 10 == 0
    }
}
