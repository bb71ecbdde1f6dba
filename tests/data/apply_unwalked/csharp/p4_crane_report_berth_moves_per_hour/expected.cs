using System;
using System.Collections.Generic;
using System.Linq;

namespace Harbourline.Tos.Reporting;

/// <summary>
/// Quay crane productivity figures for a single vessel call, as reported to shipping lines.
/// </summary>
public sealed class CraneProductivityReport
{
    private readonly IReadOnlyList<CraneMoveRecord> _moves;
    private readonly IReadOnlyList<CraneDelay> _delays;

    public CraneProductivityReport(IReadOnlyList<CraneMoveRecord> moves, IReadOnlyList<CraneDelay> delays)
    {
        _moves = moves ?? throw new ArgumentNullException(nameof(moves));
        _delays = delays ?? throw new ArgumentNullException(nameof(delays));
    }

    public int TotalMoves => _moves.Count;

    public int TwinLiftMoves => _moves.Count(m => m.IsTwinLift);

    public TimeSpan GrossWorkingTime(string craneId)
    {
        var craneMoves = _moves.Where(m => m.CraneId == craneId).ToList();
        if (craneMoves.Count == 0)
        {
            return TimeSpan.Zero;
        }
        return craneMoves.Max(m => m.CompletedAt) - craneMoves.Min(m => m.StartedAt);
    }

    public TimeSpan NetWorkingTime(string craneId)
    {
        // Operational delays (hatch covers, lashing, gantry) count as working time; breakdowns and weather do not.
        var delay = _delays
            .Where(d => d.CraneId == craneId && !d.IsOperational)
            .Aggregate(TimeSpan.Zero, (sum, d) => sum + d.Duration);
        return GrossWorkingTime(craneId) - delay;
    }

    public double GrossMovesPerHour(string craneId)
    {
        var hours = GrossWorkingTime(craneId).TotalHours;
        if (hours <= 0)
        {
            return 0;
        }
        return _moves.Count(m => m.CraneId == craneId) / hours;
    }

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

    public IReadOnlyDictionary<string, double> NetMovesPerHourByCrane()
    {
        return _moves
            .Select(m => m.CraneId)
            .Distinct()
            .OrderBy(id => id, StringComparer.Ordinal)
            .ToDictionary(id => id, NetMovesPerHour);
    }
}
