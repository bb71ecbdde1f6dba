using System;
using System.Collections.Generic;
using System.Linq;
using System.Threading.Tasks;
using Billing.Domain;
using Billing.Persistence;
using Microsoft.Extensions.Logging;

namespace Billing.Services;

public class InvoiceService
{
    private const decimal TaxRate = 0.19m;

    private readonly IInvoiceRepository _repository;
    private readonly ILogger<InvoiceService> _logger;

    public InvoiceService(IInvoiceRepository repository, ILogger<InvoiceService> logger)
    {
        _repository = repository;
        _logger = logger;
    }

    public async Task<Invoice> CreateAsync(Guid customerId, IEnumerable<InvoiceLine> lines)
    {
        var invoice = new Invoice
        {
            Id = Guid.NewGuid(),
            CustomerId = customerId,
            IssuedAt = DateTime.UtcNow,
            Lines = lines.ToList(),
            Status = InvoiceStatus.Draft,
        };

        invoice.Total = CalculateTotal(invoice);
        await _repository.AddAsync(invoice);
        _logger.LogInformation("Created invoice {InvoiceId} for customer {CustomerId}", invoice.Id, customerId);
        return invoice;
    }

    public decimal CalculateTotal(Invoice invoice)
    {
        var subtotal = invoice.Lines.Sum(line => line.UnitPrice * line.Quantity);
        var discounted = subtotal * (1 - invoice.DiscountPercent / 100m);
        return Math.Round(discounted * (1 + TaxRate), 2, MidpointRounding.AwayFromZero);
    }

    public async Task ApplyDiscountAsync(Guid invoiceId, decimal percent)
    {
        if (percent is < 0m or > 100m)
        {
            throw new ArgumentOutOfRangeException(nameof(percent), "Discount must be between 0 and 100.");
        }

        var invoice = await GetRequiredAsync(invoiceId);
        if (invoice.Status != InvoiceStatus.Draft)
        {
            throw new InvalidOperationException("Discounts can only be applied to draft invoices.");
        }

        invoice.DiscountPercent = percent;
        invoice.Total = CalculateTotal(invoice);
        await _repository.UpdateAsync(invoice);
        _logger.LogInformation("Applied {Percent}% discount to invoice {InvoiceId}", percent, invoiceId);
    }

    public async Task MarkAsSentAsync(Guid invoiceId)
    {
        var invoice = await GetRequiredAsync(invoiceId);
        invoice.Status = InvoiceStatus.Sent;
        invoice.SentAt = DateTime.UtcNow;
        await _repository.UpdateAsync(invoice);
        _logger.LogInformation("Invoice {InvoiceId} marked as sent", invoiceId);
    }

    public async Task MarkAsPaidAsync(Guid invoiceId, DateTime paidAt)
    {
        var invoice = await GetRequiredAsync(invoiceId);
        invoice.Status = InvoiceStatus.Paid;
        invoice.PaidAt = paidAt;
        await _repository.UpdateAsync(invoice);
        _logger.LogInformation("Invoice {InvoiceId} marked as paid", invoiceId);
    }

    public async Task CancelAsync(Guid invoiceId, string reason)
    {
        var invoice = await GetRequiredAsync(invoiceId);
        if (invoice.Status == InvoiceStatus.Paid)
        {
            throw new InvalidOperationException("Paid invoices cannot be cancelled.");
        }

        invoice.Status = InvoiceStatus.Cancelled;
        invoice.CancellationReason = reason;
        await _repository.UpdateAsync(invoice);
        _logger.LogWarning("Invoice {InvoiceId} cancelled: {Reason}", invoiceId, reason);
    }

    private async Task<Invoice> GetRequiredAsync(Guid invoiceId)
    {
        var invoice = await _repository.FindAsync(invoiceId);
        return invoice ?? throw new KeyNotFoundException($"Invoice {invoiceId} not found.");
    }
}
