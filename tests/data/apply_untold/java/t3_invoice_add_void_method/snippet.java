public class Invoice {

    // ... existing fields and methods ...

    public void voidInvoice(String reason) {
        if (status == InvoiceStatus.PAID) {
            throw new IllegalStateException("Paid invoice " + number + " cannot be voided");
        }
        if (reason == null || reason.isBlank()) {
            throw new IllegalArgumentException("A reason is required to void an invoice");
        }
        status = InvoiceStatus.VOID;
    }
}
