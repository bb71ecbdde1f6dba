// ... existing code ...
        if (untilCurtain.compareTo(FULL_REFUND_CUTOFF) >= 0) {
            return ticketTotal;
        }
        return ticketTotal.multiply(PARTIAL_REFUND_SHARE).setScale(2, RoundingMode.HALF_UP);
    }

    public String describe(TicketOrder order, Performance performance, Instant now) {
        BigDecimal amount = refundAmount(order, performance, now);
// ... existing code ...
