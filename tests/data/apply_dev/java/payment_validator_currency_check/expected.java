package com.acme.billing.validation;

import com.acme.billing.model.PaymentRequest;
import com.acme.billing.model.RefundRequest;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Validates incoming payment and refund requests before they reach the gateway.
 */
public final class PaymentValidator {

    private static final BigDecimal MAX_AMOUNT = new BigDecimal("25000.00");
    private static final Set<String> SUPPORTED_CURRENCIES = Set.of("USD", "EUR", "GBP", "CAD");

    private PaymentValidator() {
    }

    public static List<String> validatePayment(PaymentRequest request) {
        List<String> errors = new ArrayList<>();
        if (request == null) {
            errors.add("request must not be null");
            return errors;
        }
        if (request.getAmount() == null) {
            errors.add("amount is required");
        } else if (request.getAmount().signum() <= 0) {
            errors.add("amount must be positive");
        } else if (request.getAmount().compareTo(MAX_AMOUNT) > 0) {
            errors.add("amount exceeds the maximum of " + MAX_AMOUNT);
        }
        if (request.getCardToken() == null || request.getCardToken().isBlank()) {
            errors.add("cardToken is required");
        }
        String currency = request.getCurrency();
        if (currency == null || !SUPPORTED_CURRENCIES.contains(currency.toUpperCase())) {
            errors.add("unsupported currency: " + currency);
        }
        return errors;
    }

    public static List<String> validateRefund(RefundRequest request) {
        List<String> errors = new ArrayList<>();
        if (request == null) {
            errors.add("request must not be null");
            return errors;
        }
        if (request.getAmount() == null) {
            errors.add("amount is required");
        } else if (request.getAmount().signum() <= 0) {
            errors.add("amount must be positive");
        }
        if (request.getPaymentId() == null || request.getPaymentId().isBlank()) {
            errors.add("paymentId is required");
        }
        return errors;
    }

    public static boolean isValid(PaymentRequest request) {
        return validatePayment(request).isEmpty();
    }

    public static boolean isValid(RefundRequest request) {
        return validateRefund(request).isEmpty();
    }
}
