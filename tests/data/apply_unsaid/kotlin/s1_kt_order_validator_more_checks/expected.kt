package com.example.shop.checkout

import java.math.BigDecimal

sealed interface ValidationError {
    val field: String

    data class Missing(override val field: String) : ValidationError
    data class Invalid(override val field: String, val reason: String) : ValidationError
}

data class OrderLine(val sku: String, val quantity: Int, val unitPrice: BigDecimal)

data class OrderRequest(
    val customerId: String?,
    val email: String?,
    val lines: List<OrderLine>,
    val couponCode: String? = null,
    val shippingCountry: String?,
)

class OrderValidator(
    private val supportedCountries: Set<String>,
    private val maxLinesPerOrder: Int = 50,
) {
    fun validate(request: OrderRequest): List<ValidationError> {
        val errors = mutableListOf<ValidationError>()
        if (request.customerId.isNullOrBlank()) {
            errors += ValidationError.Missing("customerId")
        }
        if (request.email.isNullOrBlank()) {
            errors += ValidationError.Missing("email")
        } else if (!isEmail(request.email)) {
            errors += ValidationError.Invalid("email", "not an e-mail address")
        }
        if (request.lines.isEmpty()) {
            errors += ValidationError.Missing("lines")
        } else if (request.lines.size > maxLinesPerOrder) {
            errors += ValidationError.Invalid("lines", "at most $maxLinesPerOrder lines per order")
        }
        request.lines.forEachIndexed { index, line ->
            if (line.quantity <= 0) {
                errors += ValidationError.Invalid("lines[$index].quantity", "must be positive")
            }
            if (line.unitPrice.signum() < 0) {
                errors += ValidationError.Invalid("lines[$index].unitPrice", "must not be negative")
            }
        }
        val country = request.shippingCountry?.uppercase()
        if (country == null) {
            errors += ValidationError.Missing("shippingCountry")
        } else if (country !in supportedCountries) {
            errors += ValidationError.Invalid("shippingCountry", "we do not ship to $country")
        }
        validateCoupon(request.couponCode)?.let { errors += it }
        return errors
    }

    fun validateCoupon(code: String?): ValidationError? {
        if (code == null) return null
        return if (COUPON_PATTERN.matches(code)) {
            null
        } else {
            ValidationError.Invalid("couponCode", "malformed coupon code")
        }
    }

    private fun isEmail(value: String): Boolean = EMAIL_PATTERN.matches(value)

    companion object {
        private val EMAIL_PATTERN = Regex("^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$")
        private val COUPON_PATTERN = Regex("^[A-Z0-9]{6,12}$")
    }
}
