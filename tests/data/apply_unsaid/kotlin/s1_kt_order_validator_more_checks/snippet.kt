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
