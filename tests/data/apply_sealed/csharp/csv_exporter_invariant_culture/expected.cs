using System;
using System.Collections.Generic;
using System.Globalization;
using System.IO;
using System.Linq;
using System.Text;
using System.Threading;
using System.Threading.Tasks;
using Acme.Reporting.Models;
using Microsoft.Extensions.Logging;

namespace Acme.Reporting.Export;

public sealed class CsvReportExporter : IReportExporter
{
    private static readonly string[] Header =
    {
        "date", "region", "product", "units", "revenue", "margin"
    };

    private readonly ILogger<CsvReportExporter> _logger;

    public CsvReportExporter(ILogger<CsvReportExporter> logger)
    {
        _logger = logger;
    }

    public string ContentType => "text/csv";

    public string FileExtension => ".csv";

    public async Task ExportAsync(IEnumerable<SalesRow> rows, Stream destination, CancellationToken ct)
    {
        await using var writer = new StreamWriter(destination, new UTF8Encoding(false), leaveOpen: true);
        await writer.WriteLineAsync(string.Join(',', Header));
        var count = 0;
        foreach (var row in rows)
        {
            ct.ThrowIfCancellationRequested();
            await writer.WriteLineAsync(FormatRow(row));
            count++;
        }
        await writer.FlushAsync();
        _logger.LogInformation("Exported {Count} sales rows as CSV", count);
    }

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

    private static string Escape(string value)
    {
        if (value.IndexOfAny(new[] { ',', '"', '\n', '\r' }) < 0)
        {
            return value;
        }
        return "\"" + value.Replace("\"", "\"\"") + "\"";
    }

    public static IReadOnlyList<string> ColumnNames() => Header.ToList();
}
