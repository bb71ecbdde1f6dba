import 'dart:async';
import 'dart:collection';

import 'leaderboard_api.dart';
import 'leaderboard_page.dart';

/// In-memory LRU cache in front of the leaderboard service.
///
/// Pages are keyed by board id, region and page index. The game servers call
/// [invalidateBoard] whenever a season rollover or rating recalculation lands.
class LeaderboardCache {
  LeaderboardCache(this._api, {this.maxEntries = 256});

  final LeaderboardApi _api;
  final int maxEntries;
  final LinkedHashMap<String, LeaderboardPage> _pages = LinkedHashMap();
  final Map<String, Future<LeaderboardPage>> _inFlight = {};

  int _hits = 0;
  int _misses = 0;

  double get hitRate {
    final total = _hits + _misses;
    return total == 0 ? 0 : _hits / total;
  }

  String _key(String boardId, String region, int page) => '$boardId:$region:$page';

  Future<LeaderboardPage> getPage(String boardId, String region, int page) {
    final key = _key(boardId, region, page);
    final cached = _pages.remove(key);
    if (cached != null) {
      _pages[key] = cached;
      _hits++;
      return Future.value(cached);
    }

    _misses++;
    return _inFlight.putIfAbsent(key, () async {
      try {
        final fetched = await _api.fetchPage(boardId, region, page);
        _store(key, fetched);
        return fetched;
      } finally {
        _inFlight.remove(key);
      }
    });
  }

  void _store(String key, LeaderboardPage page) {
    _pages[key] = page;
    while (_pages.length > maxEntries) {
      _pages.remove(_pages.keys.first);
    }
  }

  void invalidateBoard(String boardId) {
    _pages.removeWhere((key, _) => key.startsWith('$boardId:'));
  }

  void clear() {
    _pages.clear();
    _hits = 0;
    _misses = 0;
  }
}
