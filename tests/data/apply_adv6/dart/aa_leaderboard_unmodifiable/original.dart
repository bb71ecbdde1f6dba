import 'package:league_stats/models/player_season.dart';
import 'package:league_stats/services/stats_api.dart';

/// Loads and ranks season leaderboards for the stats site.
class LeaderboardRepository {
  LeaderboardRepository(this._api, {this.minGames = 10});

  final StatsApi _api;
  final int minGames;

  Future<List<PlayerSeason>> topScorers(String seasonId) async {
    final players = await _api.fetchPlayerSeasons(seasonId);
    players.removeWhere((p) => p.gamesPlayed < minGames);
    players.sort((a, b) => b.pointsPerGame.compareTo(a.pointsPerGame));
    return players;
  }

  Future<List<PlayerSeason>> topRebounders(String seasonId) async {
    final players = await _api.fetchPlayerSeasons(seasonId);
    players.removeWhere((p) => p.gamesPlayed < minGames);
    players.sort((a, b) => b.reboundsPerGame.compareTo(a.reboundsPerGame));
    return players;
  }

  Future<List<PlayerSeason>> topPassers(String seasonId) async {
    final players = await _api.fetchPlayerSeasons(seasonId);
    players.removeWhere((p) => p.gamesPlayed < minGames);
    players.sort((a, b) => b.assistsPerGame.compareTo(a.assistsPerGame));
    return players;
  }

  Future<PlayerSeason?> mostImproved(String seasonId, String previousId) async {
    final current = await _api.fetchPlayerSeasons(seasonId);
    final previous = await _api.fetchPlayerSeasons(previousId);
    final byId = {for (final p in previous) p.playerId: p};

    PlayerSeason? best;
    var bestDelta = 0.0;
    for (final player in current) {
      final before = byId[player.playerId];
      if (before == null || player.gamesPlayed < minGames) continue;
      final delta = player.pointsPerGame - before.pointsPerGame;
      if (delta > bestDelta) {
        bestDelta = delta;
        best = player;
      }
    }
    return best;
  }
}
