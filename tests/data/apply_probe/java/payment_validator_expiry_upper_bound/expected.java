package com.fintrack.payments.validation;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.YearMonth;
import java.util.ArrayList;
import java.util.Currency;
import java.util.List;
import java.util.Set;

public final class PaymentRequestValidator {

    private static final Set<String> SUPPORTED_CURRENCIES = Set.of("EUR", "USD", "GBP", "CHF");
    private static final BigDecimal MAX_AMOUNT = new BigDecimal("50000.00");

    private PaymentRequestValidator() {
    }

    public static List<String> validate(PaymentRequest request, LocalDate today) {
        List<String> errors = new ArrayList<>();

        if (request.amount() == null) {
            errors.add("amount is required");
        } else if (request.amount().signum() <= 0) {
            errors.add("amount must be positive");
        } else if (request.amount().compareTo(MAX_AMOUNT) > 0) {
            errors.add("amount exceeds the single payment limit");
        } else if (request.amount().scale() > 2) {
            errors.add("amount has more than two decimal places");
        }

        if (request.currency() == null || !SUPPORTED_CURRENCIES.contains(request.currency())) {
            errors.add("currency is not supported");
        } else {
            int digits = Currency.getInstance(request.currency()).getDefaultFractionDigits();
            if (request.amount() != null && request.amount().scale() > digits) {
                errors.add("amount has too many decimals for " + request.currency());
            }
        }

        String pan = request.cardNumber() == null ? "" : request.cardNumber().replace(" ", "");
        if (pan.length() < 12 || pan.length() > 19 || !pan.chars().allMatch(Character::isDigit)) {
            errors.add("card number is malformed");
        } else if (!passesLuhn(pan)) {
            errors.add("card number failed the checksum");
        }

        YearMonth expiry = request.expiry();
        if (expiry == null) {
            errors.add("expiry is required");
        } else if (expiry.isBefore(YearMonth.from(today))) {
            errors.add("card has expired");
        } else if (expiry.isAfter(YearMonth.from(today).plusYears(20))) {
            errors.add("expiry is too far in the future");
        }

        if (request.cvc() == null || !request.cvc().matches("\\d{3,4}")) {
            errors.add("cvc must be 3 or 4 digits");
        }

        if (request.reference() != null && request.reference().length() > 140) {
            errors.add("reference is longer than 140 characters");
        }

        return errors;
    }

    static boolean passesLuhn(String digits) {
        int sum = 0;
        boolean doubleIt = false;
        for (int i = digits.length() - 1; i >= 0; i--) {
            int d = digits.charAt(i) - '0';
            if (doubleIt) {
                d *= 2;
                if (d > 9) {
                    d -= 9;
                }
            }
            sum += d;
            doubleIt = !doubleIt;
        }
        return sum % 10 == 0;
    }
}
