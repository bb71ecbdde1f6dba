using System;
using System.Collections.Generic;
using System.Linq;
using System.Text;

namespace Billing.Documents;

public sealed class InvoiceFormatter
{
    private const int LineWidth = 48;

    private readonly string _currency;

    public InvoiceFormatter(string currency)
    {
        _currency = currency ?? throw new ArgumentNullException(nameof(currency));
    }

    public string Format(Invoice invoice)
    {
        var sb = new StringBuilder();
        sb.AppendLine(Center($"INVOICE {invoice.Number}"));
        sb.AppendLine(Center(invoice.IssuedOn.ToString("yyyy-MM-dd")));
        sb.AppendLine(new string('-', LineWidth));
        foreach (var line in invoice.Lines)
        {
            sb.AppendLine(Row($"{line.Quantity} x {line.Description}", FormatAmount(line.Total)));
        }
        sb.AppendLine(new string('-', LineWidth));
        sb.AppendLine(Row("Subtotal", FormatAmount(invoice.Subtotal)));
        sb.AppendLine(Row("Tax", FormatAmount(invoice.Tax)));
        sb.AppendLine(Row("Total", FormatAmount(invoice.Total)));
        return sb.ToString();
    }

    public IReadOnlyList<string> Summaries(IEnumerable<Invoice> invoices) =>
        invoices
            .OrderBy(i => i.IssuedOn)
            .Select(i => $"{i.Number}  {i.IssuedOn:yyyy-MM-dd}  {FormatAmount(i.Total)}")
            .ToList();

    private string FormatAmount(decimal amount) =>
        $"{amount:0.00} {_currency}";

    private static string Row(string left, string right)
    {
        var padding = Math.Max(1, LineWidth - left.Length - right.Length);
        return left + new string(' ', padding) + right;
    }

    private static string Center(string text)
    {
        var padding = Math.Max(0, (LineWidth - text.Length) / 2);
        return new string(' ', padding) + text;
    }
}
