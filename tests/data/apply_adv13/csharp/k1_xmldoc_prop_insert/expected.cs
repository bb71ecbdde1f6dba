namespace Acme.Billing;

/// <summary>
/// Limits applied to every tenant unless their plan overrides them.
/// </summary>
public sealed class TenantLimits
{
    /// <summary>
    /// Maximum number of invoices a tenant may issue per month.
    /// </summary>
    public int MaxInvoicesPerMonth { get; init; } = 500;

    /// <summary>
    /// Maximum number of credit notes a tenant may issue per month.
    /// </summary>
    public int MaxCreditNotesPerMonth { get; init; } = 100;

    /// <summary>
    /// Maximum number of customers a tenant may store.
    /// </summary>
    public int MaxCustomers { get; init; } = 10_000;

    /// <summary>
    /// Maximum size of an uploaded attachment, in megabytes.
    /// </summary>
    public int MaxAttachmentMegabytes { get; init; } = 25;
}
