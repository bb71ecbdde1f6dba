package com.acme.billing.service;

import com.acme.billing.gateway.ChargeResult;
import com.acme.billing.gateway.PaymentGateway;
import com.acme.billing.model.Invoice;
import com.acme.billing.model.Payment;
import com.acme.billing.model.PaymentStatus;
import com.acme.billing.repository.PaymentRepository;
import java.math.BigDecimal;
import java.time.Clock;
import java.time.Instant;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

public class PaymentService {

    private static final Logger log = LoggerFactory.getLogger(PaymentService.class);

    private final PaymentGateway gateway;
    private final PaymentRepository repository;
    private final Clock clock;

    public PaymentService(PaymentGateway gateway, PaymentRepository repository, Clock clock) {
        this.gateway = gateway;
        this.repository = repository;
        this.clock = clock;
    }

    public Payment charge(Invoice invoice, String cardToken) {
        BigDecimal amount = invoice.getTotal();
        if (amount.signum() <= 0) {
            throw new IllegalArgumentException("Invoice total must be positive: " + invoice.getId());
        }
        ChargeResult result = gateway.charge(cardToken, amount, invoice.getCurrency());
        Payment payment = new Payment(invoice.getId(), amount, Instant.now(clock));
        if (result.isSuccessful()) {
            payment.setStatus(PaymentStatus.CAPTURED);
            payment.setGatewayReference(result.getReference());
        } else {
            payment.setStatus(PaymentStatus.FAILED);
            payment.setFailureReason(result.getErrorMessage());
            log.warn("Charge failed for invoice {}: {}", invoice.getId(), result.getErrorMessage());
        }
        return repository.save(payment);
    }

    public Payment refund(long paymentId, BigDecimal amount) {
        Payment payment = repository.findById(paymentId)
                .orElseThrow(() -> new IllegalArgumentException("Unknown payment " + paymentId));
        if (payment.getStatus() != PaymentStatus.CAPTURED) {
            throw new IllegalStateException("Only captured payments can be refunded");
        }
        if (amount.compareTo(payment.getAmount()) > 0) {
            throw new IllegalArgumentException("Refund exceeds captured amount");
        }
        gateway.refund(payment.getGatewayReference(), amount);
        payment.setRefundedAmount(amount);
        payment.setStatus(PaymentStatus.REFUNDED);
        log.info("Refunded {} on payment {}", amount, paymentId);
        return repository.save(payment);
    }

    public Optional<Payment> findLatestForInvoice(long invoiceId) {
        return repository.findByInvoiceId(invoiceId).stream()
                .max(Comparator.comparing(Payment::getCreatedAt));
    }

    public List<Payment> findFailedSince(Instant since) {
        return repository.findByStatusAndCreatedAtAfter(PaymentStatus.FAILED, since);
    }

    public BigDecimal totalCapturedForInvoice(long invoiceId) {
        return repository.findByInvoiceId(invoiceId).stream()
                .filter(p -> p.getStatus() == PaymentStatus.CAPTURED)
                .map(Payment::getAmount)
                .reduce(BigDecimal.ZERO, BigDecimal::add);
    }
}
