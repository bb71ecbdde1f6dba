    fun validate(request: PaymentRequest): ValidationResult {
        val errors = mutableListOf<String>()

        // ... merchant and amount checks unchanged ...
        if (request.amount.scale() > request.currency.minorUnits) {
            errors += "amount has too many decimal places for ${request.currency.code}"
        }
        if (request.currency !in supportedCurrencies) {
            errors += "currency ${request.currency.code} is not supported"
        }
        when (val method = request.method) {
            // ... existing branches ...
        }
        // ... existing code ...
    }
