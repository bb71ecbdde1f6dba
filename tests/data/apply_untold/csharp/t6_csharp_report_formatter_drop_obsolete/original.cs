using System;
using System.Collections.Generic;
using System.Globalization;

namespace Acme.Reporting.Formatting;

public static class ReportFormatter
{
    private static readonly CultureInfo Invariant = CultureInfo.InvariantCulture;

    public static string FormatCurrency(decimal value, string currencyCode)
    {
        return $"{value.ToString("N2", Invariant)} {currencyCode}";
    }

    public static string FormatPercentage(decimal ratio)
    {
        return (ratio * 100).ToString("0.0", Invariant) + "%";
    }

    public static string FormatDuration(TimeSpan duration)
    {
        if (duration.TotalHours >= 1)
        {
            return $"{(int)duration.TotalHours}h {duration.Minutes:D2}m";
        }
        return $"{duration.Minutes}m {duration.Seconds:D2}s";
    }

    [Obsolete("Use FormatCurrency with an explicit currency code.")]
    public static string FormatDollars(decimal value)
    {
        return "$" + value.ToString("N2", Invariant);
    }

    [Obsolete("Use FormatPercentage.")]
    public static string FormatPercent(double ratio)
    {
        return Math.Round(ratio * 100, 1).ToString(Invariant) + " %";
    }

    public static string FormatDate(DateOnly date)
    {
        return date.ToString("yyyy-MM-dd", Invariant);
    }

    public static string FormatList(IEnumerable<string> items, int max = 3)
    {
        var list = new List<string>(items);
        if (list.Count <= max)
        {
            return string.Join(", ", list);
        }
        return string.Join(", ", list.GetRange(0, max)) + $" and {list.Count - max} more";
    }
}
