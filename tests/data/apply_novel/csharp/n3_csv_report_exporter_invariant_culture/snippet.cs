using System;
using System.Collections.Generic;
using System.Globalization;
using System.IO;
using System.Linq;
using System.Text;
using Acme.Reporting.Models;

// ... existing code ...

        private static string FormatRow(SalesRow row)
        {
            var fields = new List<string>
            {
                row.Date.ToString("yyyy-MM-dd", CultureInfo.InvariantCulture),
                Escape(row.Region),
                Escape(row.Product),
                row.Units.ToString(CultureInfo.InvariantCulture),
                row.Revenue.ToString("0.00", CultureInfo.InvariantCulture),
            };
            return string.Join(Separator, fields);
        }

        private static string FormatTotals(SalesReport report)
        {
            var units = report.Rows.Sum(r => r.Units);
            var revenue = report.Rows.Sum(r => r.Revenue);
            return string.Join(Separator, "TOTAL", string.Empty, string.Empty,
                units.ToString(CultureInfo.InvariantCulture), revenue.ToString("0.00", CultureInfo.InvariantCulture));
        }

// ... existing code ...
