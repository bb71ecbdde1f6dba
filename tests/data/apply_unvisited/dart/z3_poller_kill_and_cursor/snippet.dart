// ... existing code ...

  Future<int> poll() async {
    final uri = feedUrl.replace(queryParameters: {
      'limit': '$pageSize',
      if (_lastPolledAt != null) 'since': _lastPolledAt!.toUtc().toIso8601String(),
    });
    final response = await client.get(uri, headers: {'Accept': 'application/json'});
    if (response.statusCode == 304) {
      return 0;
    }
    if (response.statusCode != 200) {
      _log.warning('$agency feed returned ${response.statusCode}');
      return 0;
    }
    final items = _parse(response.body);
    var stored = 0;
    for (final item in items) {
      if (item.isKill) {
        await store.markKilled(item.guid);
        continue;
      }
      if (await store.exists(item.guid, item.version)) {
        continue;
      }
      await store.save(item);
      stored++;
    }
    final nextSince = response.headers['x-next-since'];
    _lastPolledAt = nextSince != null ? DateTime.parse(nextSince) : DateTime.now();
    _log.info('$agency: stored $stored of ${items.length} items');
    return stored;
  }

// ... existing code ...
