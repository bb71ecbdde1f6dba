using System;
using System.Collections.Generic;
using System.Globalization;
using System.IO;
// ... other usings unchanged ...

    private static string FormatRow(SalesRow row)
    {
        var fields = new[]
        {
            row.Date.ToString("yyyy-MM-dd", CultureInfo.InvariantCulture),
            Escape(row.Region),
            Escape(row.Product),
            row.Units.ToString(CultureInfo.InvariantCulture),
            row.Revenue.ToString("0.00", CultureInfo.InvariantCulture),
            row.Margin.ToString("0.0000", CultureInfo.InvariantCulture),
        };
        return string.Join(',', fields);
    }

// ... existing code ...
