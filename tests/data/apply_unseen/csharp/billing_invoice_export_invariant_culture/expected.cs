using System;
using System.Collections.Generic;
using System.Globalization;
using System.IO;
using System.Linq;
using System.Text;

using Acme.Billing.Domain;

namespace Acme.Billing.Export;

public sealed class InvoiceCsvExporter
{
    private const char Separator = ';';

    private readonly IInvoiceRepository _invoices;
    private readonly ICustomerDirectory _customers;

    public InvoiceCsvExporter(IInvoiceRepository invoices, ICustomerDirectory customers)
    {
        _invoices = invoices ?? throw new ArgumentNullException(nameof(invoices));
        _customers = customers ?? throw new ArgumentNullException(nameof(customers));
    }

    public void Export(DateOnly from, DateOnly to, TextWriter writer)
    {
        writer.WriteLine(string.Join(Separator, "number", "date", "customer", "net", "vat", "gross"));
        foreach (var invoice in _invoices.IssuedBetween(from, to).OrderBy(i => i.Number))
        {
            writer.WriteLine(FormatRow(invoice));
        }
    }

    public string ExportToString(DateOnly from, DateOnly to)
    {
        var builder = new StringBuilder();
        using var writer = new StringWriter(builder);
        Export(from, to, writer);
        return builder.ToString();
    }

    private string FormatRow(Invoice invoice)
    {
        var customer = _customers.Find(invoice.CustomerId);
        var fields = new List<string>
        {
            invoice.Number,
            invoice.IssuedOn.ToString("yyyy-MM-dd", CultureInfo.InvariantCulture),
            Escape(customer?.Name ?? "unknown"),
            invoice.Net.ToString("0.00", CultureInfo.InvariantCulture),
            invoice.Vat.ToString("0.00", CultureInfo.InvariantCulture),
            invoice.Gross.ToString("0.00", CultureInfo.InvariantCulture),
        };
        return string.Join(Separator, fields);
    }

    private static string Escape(string value)
    {
        if (value.IndexOfAny(new[] { Separator, '"', '\n' }) < 0)
        {
            return value;
        }
        return "\"" + value.Replace("\"", "\"\"") + "\"";
    }
}
