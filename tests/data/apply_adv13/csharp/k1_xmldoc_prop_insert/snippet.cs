// ... existing code ...
    /// <summary>
    /// Maximum number of invoices a tenant may issue per month.
    /// </summary>
    public int MaxInvoicesPerMonth { get; init; } = 500;

    /// <summary>
    /// Maximum number of credit notes a tenant may issue per month.
    /// </summary>
    public int MaxCreditNotesPerMonth { get; init; } = 100;

    // ... existing code ...
