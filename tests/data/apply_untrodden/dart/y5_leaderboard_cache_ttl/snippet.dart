// ... keep existing code
class LeaderboardCache {
  LeaderboardCache(
    this._api, {
    this.maxEntries = 256,
    this.ttl = const Duration(seconds: 30),
  });

  final LeaderboardApi _api;
  final int maxEntries;
  final Duration ttl;
  final LinkedHashMap<String, LeaderboardPage> _pages = LinkedHashMap();
  final Map<String, DateTime> _storedAt = {};
  final Map<String, Future<LeaderboardPage>> _inFlight = {};

  // ... keep existing code

  Future<LeaderboardPage> getPage(String boardId, String region, int page) {
    final key = _key(boardId, region, page);
    final cached = _pages.remove(key);
    if (cached != null && _isFresh(key)) {
      _pages[key] = cached;
      _hits++;
      return Future.value(cached);
    }
    // ... keep existing code
  }

  bool _isFresh(String key) {
    final storedAt = _storedAt[key];
    return storedAt != null && DateTime.now().difference(storedAt) < ttl;
  }

  void _store(String key, LeaderboardPage page) {
    _pages[key] = page;
    _storedAt[key] = DateTime.now();
    while (_pages.length > maxEntries) {
      _storedAt.remove(_pages.keys.first);
      _pages.remove(_pages.keys.first);
    }
  }

  // ... keep existing code
