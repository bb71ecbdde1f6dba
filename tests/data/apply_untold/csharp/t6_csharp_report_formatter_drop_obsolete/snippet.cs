    public static string FormatDuration(TimeSpan duration)
    {
        if (duration.TotalHours >= 1)
        {
            return $"{(int)duration.TotalHours}h {duration.Minutes:D2}m";
        }
        return $"{duration.Minutes}m {duration.Seconds:D2}s";
    }

    public static string FormatDate(DateOnly date)
    {
        return date.ToString("yyyy-MM-dd", Invariant);
    }
