    // ... existing code ...

    public double NetMovesPerHour(string craneId)
    {
        var hours = NetWorkingTime(craneId).TotalHours;
        if (hours <= 0)
        {
            return 0;
        }
        return _moves.Count(m => m.CraneId == craneId) / hours;
    }

    /// <summary>
    /// Vessel-level rate: all moves divided by the time from first lift to last lift, across every crane.
    /// </summary>
    public double BerthMovesPerHour()
    {
        if (_moves.Count == 0)
        {
            return 0;
        }
        var hours = (_moves.Max(m => m.CompletedAt) - _moves.Min(m => m.StartedAt)).TotalHours;
        if (hours <= 0)
        {
            return 0;
        }
        return _moves.Count / hours;
    }

    // ... existing code ...
