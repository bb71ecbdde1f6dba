using System;
using System.Collections.Generic;
using System.Globalization;
using System.Linq;
using System.Text;

// ... existing code ...

    public string Format(Invoice invoice)
    {
        var sb = new StringBuilder();
        sb.AppendLine(Center($"INVOICE {invoice.Number}"));
        sb.AppendLine(Center(invoice.IssuedOn.ToString("yyyy-MM-dd", CultureInfo.InvariantCulture)));
        // ... existing code ...
    }

    // ... existing code ...

    private string FormatAmount(decimal amount) =>
        string.Create(CultureInfo.InvariantCulture, $"{amount:N2} {_currency}");

    // ... existing code ...
