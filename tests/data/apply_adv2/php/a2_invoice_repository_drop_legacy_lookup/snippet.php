final class InvoiceRepository
{
    // ... constructor, find() and findByNumber() unchanged ...

    // findByLegacyNumber() removed – all legacy numbers were migrated in 2023

    // ... findOverdue(), sumOpenForCustomer(), markPaid() unchanged ...

    // private normalizeLegacyNumber() removed as well (no remaining callers)
}
