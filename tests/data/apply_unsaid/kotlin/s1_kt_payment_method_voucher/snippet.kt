// ... keep existing code

    data class Wallet(val provider: String, val accountId: String) : PaymentMethod()

    data class Voucher(val code: String, val balance: BigDecimal) : PaymentMethod()
}

// ... keep existing code

        is PaymentMethod.Wallet -> Fee(
            (amount * WALLET_RATE).setScale(2, RoundingMode.HALF_UP),
            "${method.provider} wallet",
        )
        is PaymentMethod.Voucher -> Fee(BigDecimal.ZERO, "voucher")
    }
}

fun PaymentMethod.label(): String = when (this) {
    // ... keep existing code
    is PaymentMethod.Wallet -> "$provider ($accountId)"
    is PaymentMethod.Voucher -> "Voucher $code"
}

fun PaymentMethod.isExpired(month: Int, year: Int): Boolean = when (this) {
    // ... keep existing code
    is PaymentMethod.Wallet -> false
    is PaymentMethod.Voucher -> balance.signum() == 0
}
