package com.hallwardbeck.billing.invoices;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.LocalDate;
import java.util.List;

import com.hallwardbeck.billing.matters.Matter;
import com.hallwardbeck.billing.time.TimeEntry;
import com.hallwardbeck.billing.time.TimeEntryRepository;

public class InvoiceService {

    private final TimeEntryRepository timeEntries;
    private final InvoiceRepository invoices;
    private final InvoiceNumberSequence numbers;

    public InvoiceService(TimeEntryRepository timeEntries, InvoiceRepository invoices, InvoiceNumberSequence numbers) {
        this.timeEntries = timeEntries;
        this.invoices = invoices;
        this.numbers = numbers;
    }

    public Invoice draftInvoice(Matter matter, LocalDate periodEnd) {
        List<TimeEntry> entries = timeEntries.findUnbilled(matter.getId(), periodEnd);
        if (entries.isEmpty()) {
            throw new IllegalStateException("No unbilled time for matter " + matter.getNumber());
        }
        BigDecimal fees = totalFees(entries);
        Invoice invoice = new Invoice(numbers.next(), matter, periodEnd, entries, fees);
        invoices.save(invoice);
        return invoice;
    }

    public BigDecimal totalFees(List<TimeEntry> entries) {
        BigDecimal total = BigDecimal.ZERO;
        for (TimeEntry entry : entries) {
            total = total.add(entry.getHours().multiply(entry.getRate()));
        }
        return total.setScale(2, RoundingMode.HALF_UP);
    }

    /**
     * @deprecated LEDES 1998B export moved to the e-billing gateway; kept for the Acme panel until Q3.
     */
    @Deprecated
    public String legacyLedes98Export(Invoice invoice) {
        StringBuilder out = new StringBuilder("LEDES1998B[]\n");
        for (TimeEntry entry : invoice.getEntries()) {
            out.append(invoice.getNumber()).append('|')
               .append(entry.getDate()).append('|')
               .append(entry.getHours().setScale(2, RoundingMode.HALF_UP)).append('|')
               .append(entry.getRate()).append("[]\n");
        }
        return out.toString();
    }

    public Invoice finalizeInvoice(String invoiceNumber) {
        Invoice invoice = invoices.findByNumber(invoiceNumber)
                .orElseThrow(() -> new IllegalArgumentException("Unknown invoice " + invoiceNumber));
        if (invoice.isFinalized()) {
            return invoice;
        }
        timeEntries.markBilled(invoice.getEntries(), invoice.getNumber());
        invoice.finalizeOn(LocalDate.now());
        invoices.save(invoice);
        return invoice;
    }

    public Invoice voidInvoice(String invoiceNumber, String reason) {
        Invoice invoice = invoices.findByNumber(invoiceNumber)
                .orElseThrow(() -> new IllegalArgumentException("Unknown invoice " + invoiceNumber));
        timeEntries.markUnbilled(invoice.getEntries());
        invoice.voidWithReason(reason);
        invoices.save(invoice);
        return invoice;
    }
}
