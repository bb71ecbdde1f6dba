public class PaymentService {

    // ... existing code ...

    public BigDecimal totalCapturedForInvoice(long invoiceId) {
        return repository.findByInvoiceId(invoiceId).stream()
                .filter(p -> p.getStatus() == PaymentStatus.CAPTURED)
                .map(Payment::getAmount)
                .reduce(BigDecimal.ZERO, BigDecimal::add);
    }
}
