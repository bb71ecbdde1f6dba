using System;
using System.Collections.Generic;
using System.Linq;

namespace LeagueStats.BoxScores;

public sealed class PlayerTotals
{
    private readonly List<PlayerGameLine> _lines;

    public PlayerTotals(IEnumerable<PlayerGameLine> lines)
    {
        _lines = lines.ToList();
    }

    public int GamesPlayed => _lines.Count(l => l.Minutes > 0);

    public int Points => _lines.Sum(l => l.Points);

    public int Rebounds => _lines.Sum(l => l.DefensiveRebounds);

    public int Assists => _lines.Sum(l => l.Assists);

    public double PointsPerGame =>
        GamesPlayed == 0 ? 0.0 : Math.Round((double)Points / GamesPlayed, 1);
}

public sealed class TeamTotals
{
    private readonly List<PlayerGameLine> _lines;

    public TeamTotals(IEnumerable<PlayerGameLine> lines)
    {
        _lines = lines.ToList();
    }

    public int GamesPlayed => _lines.Select(l => l.GameId).Distinct().Count();

    public int Points => _lines.Sum(l => l.Points);

    public int Rebounds => _lines.Sum(l => l.DefensiveRebounds);

    public int Assists => _lines.Sum(l => l.Assists);

    public double PointsPerGame =>
        GamesPlayed == 0 ? 0.0 : Math.Round((double)Points / GamesPlayed, 1);
}

public sealed record PlayerGameLine(
    int GameId,
    int PlayerId,
    int Minutes,
    int Points,
    int OffensiveRebounds,
    int DefensiveRebounds,
    int Assists);
