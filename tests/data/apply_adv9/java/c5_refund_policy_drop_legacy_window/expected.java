package org.stagedoor.boxoffice.refunds;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Duration;
import java.time.Instant;
import java.util.Objects;

import org.stagedoor.boxoffice.orders.TicketOrder;
import org.stagedoor.boxoffice.performances.Performance;
import org.stagedoor.boxoffice.performances.PerformanceStatus;

/**
 * Decides whether a ticket order can be refunded and how much goes back to the customer.
 */
public final class RefundPolicy {

    private static final Duration FULL_REFUND_CUTOFF = Duration.ofDays(14);
    private static final Duration PARTIAL_REFUND_CUTOFF = Duration.ofHours(48);
    private static final BigDecimal PARTIAL_REFUND_SHARE = new BigDecimal("0.50");

    private final BigDecimal bookingFee;

    public RefundPolicy(BigDecimal bookingFee) {
        this.bookingFee = Objects.requireNonNull(bookingFee, "bookingFee");
    }

    public boolean isRefundable(TicketOrder order, Performance performance, Instant now) {
        if (performance.getStatus() == PerformanceStatus.CANCELLED) {
            return true;
        }
        if (order.isComplimentary()) {
            return false;
        }
        return Duration.between(now, performance.getStartsAt()).compareTo(PARTIAL_REFUND_CUTOFF) >= 0;
    }

    public BigDecimal refundAmount(TicketOrder order, Performance performance, Instant now) {
        if (!isRefundable(order, performance, now)) {
            return BigDecimal.ZERO;
        }
        BigDecimal ticketTotal = order.getTicketTotal();
        if (performance.getStatus() == PerformanceStatus.CANCELLED) {
            return ticketTotal.add(bookingFee);
        }
        Duration untilCurtain = Duration.between(now, performance.getStartsAt());
        if (untilCurtain.compareTo(FULL_REFUND_CUTOFF) >= 0) {
            return ticketTotal;
        }
        return ticketTotal.multiply(PARTIAL_REFUND_SHARE).setScale(2, RoundingMode.HALF_UP);
    }

    public String describe(TicketOrder order, Performance performance, Instant now) {
        BigDecimal amount = refundAmount(order, performance, now);
        if (amount.signum() == 0) {
            return "This order is not eligible for a refund.";
        }
        return String.format("Refund of £%s to the original payment card.", amount.toPlainString());
    }

    public BigDecimal getBookingFee() {
        return bookingFee;
    }
}
