package com.acme.payments.validation;

import java.math.BigDecimal;
import java.time.YearMonth;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

public final class PaymentValidator {

    private static final Set<String> SUPPORTED_CURRENCIES = Set.of("USD", "EUR", "GBP", "CAD");
    private static final BigDecimal MAX_AMOUNT = new BigDecimal("25000.00");

    public List<String> validate(PaymentRequest request) {
        List<String> errors = new ArrayList<>();
        if (request == null) {
            errors.add("request is required");
            return errors;
        }
        if (request.amount() == null || request.amount().signum() <= 0) {
            errors.add("amount must be positive");
        } else if (request.amount().compareTo(MAX_AMOUNT) > 0) {
            errors.add("amount exceeds the single-payment limit");
        }
        if (request.amount() != null && request.amount().scale() > 2) {
            errors.add("amount has more than two decimal places");
        }
        if (!SUPPORTED_CURRENCIES.contains(request.currency())) {
            errors.add("unsupported currency: " + request.currency());
        }
        if (!luhnValid(request.cardNumber())) {
            errors.add("card number is invalid");
        }
        if (request.expiry() == null || request.expiry().isBefore(YearMonth.now())) {
            errors.add("card is expired");
        }
        if (request.cvv() == null || !request.cvv().matches("\\d{3,4}")) {
            errors.add("cvv must be 3 or 4 digits");
        }
        return errors;
    }

    public boolean isValid(PaymentRequest request) {
        return validate(request).isEmpty();
    }

    static boolean luhnValid(String number) {
        if (number == null || !number.matches("\\d{12,19}")) {
            return false;
        }
        int sum = 0;
        boolean doubleIt = false;
        for (int i = number.length() - 1; i >= 0; i--) {
            int digit = number.charAt(i) - '0';
            if (doubleIt) {
                digit *= 2;
                if (digit > 9) {
                    digit -= 9;
                }
            }
            sum += digit;
            doubleIt = !doubleIt;
        }
        return sum % 10 == 0;
    }

    public record PaymentRequest(
            BigDecimal amount,
            String currency,
            String cardNumber,
            YearMonth expiry,
            String cvv) {
    }
}
