    public List<String> validate(PaymentRequest request) {
        // ... existing checks ...
        if (request.expiry() == null || request.expiry().isBefore(YearMonth.now())) {
            errors.add("card is expired");
        }
        if (request.cvv() == null || !request.cvv().matches("\\d{3,4}")) {
            errors.add("cvv must be 3 or 4 digits");
        }
        return errors;
    }
