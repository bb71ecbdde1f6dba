using System;
using System.Collections.Generic;
using System.Globalization;
using System.IO;
using System.Linq;
using System.Text;

// ... existing code ...

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

// ... existing code ...
