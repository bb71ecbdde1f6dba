using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Text;
using Acme.Reporting.Models;

namespace Acme.Reporting.Export
{
    public class CsvReportExporter : IReportExporter
    {
        private const char Separator = ';';

        public string ContentType => "text/csv";

        public string FileExtension => ".csv";

        public void Export(SalesReport report, Stream output)
        {
            using var writer = new StreamWriter(output, new UTF8Encoding(false), leaveOpen: true);
            writer.WriteLine(string.Join(Separator, "Date", "Region", "Product", "Units", "Revenue"));

            foreach (var row in report.Rows.OrderBy(r => r.Date).ThenBy(r => r.Region))
            {
                writer.WriteLine(FormatRow(row));
            }

            writer.WriteLine(FormatTotals(report));
            writer.Flush();
        }

        private static string FormatRow(SalesRow row)
        {
            var fields = new List<string>
            {
                row.Date.ToString("yyyy-MM-dd"),
                Escape(row.Region),
                Escape(row.Product),
                row.Units.ToString(),
                row.Revenue.ToString("0.00"),
            };
            return string.Join(Separator, fields);
        }

        private static string FormatTotals(SalesReport report)
        {
            var units = report.Rows.Sum(r => r.Units);
            var revenue = report.Rows.Sum(r => r.Revenue);
            return string.Join(Separator, "TOTAL", string.Empty, string.Empty, units.ToString(), revenue.ToString("0.00"));
        }

        private static string Escape(string value)
        {
            if (string.IsNullOrEmpty(value))
            {
                return string.Empty;
            }

            if (value.IndexOfAny(new[] { Separator, '"', '\n', '\r' }) < 0)
            {
                return value;
            }

            return "\"" + value.Replace("\"", "\"\"") + "\"";
        }
    }
}
