    public static List<String> validate(PaymentRequest request, LocalDate today) {
        // ... amount, currency and card number checks unchanged ...

        YearMonth expiry = request.expiry();
        if (expiry == null) {
            errors.add("expiry is required");
        } else if (expiry.isBefore(YearMonth.from(today))) {
            errors.add("card has expired");
        } else if (expiry.isAfter(YearMonth.from(today).plusYears(20))) {
            errors.add("expiry is too far in the future");
        }

        // ... rest of validate() unchanged ...
    }
