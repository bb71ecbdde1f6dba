    public static List<String> validatePayment(PaymentRequest request) {
        // ... existing checks ...
        if (request.getCardToken() == null || request.getCardToken().isBlank()) {
            errors.add("cardToken is required");
        }
        String currency = request.getCurrency();
        if (currency == null || !SUPPORTED_CURRENCIES.contains(currency.toUpperCase())) {
            errors.add("unsupported currency: " + currency);
        }
        return errors;
    }
