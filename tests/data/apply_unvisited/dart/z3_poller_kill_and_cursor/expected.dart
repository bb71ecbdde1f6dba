import 'dart:convert';

import 'package:http/http.dart' as http;
import 'package:logging/logging.dart';

import 'wire_item.dart';
import 'wire_store.dart';

/// Polls one agency's JSON feed and stores new or updated items.
class WireFeedPoller {
  WireFeedPoller({
    required this.client,
    required this.store,
    required this.feedUrl,
    required this.agency,
    this.pageSize = 100,
  });

  final http.Client client;
  final WireStore store;
  final Uri feedUrl;
  final String agency;
  final int pageSize;

  final _log = Logger('WireFeedPoller');
  DateTime? _lastPolledAt;

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

  List<WireItem> _parse(String body) {
    final decoded = jsonDecode(body) as Map<String, dynamic>;
    final entries = decoded['items'] as List<dynamic>? ?? const [];
    return entries
        .cast<Map<String, dynamic>>()
        .map((json) => WireItem.fromJson(json, agency: agency))
        .toList();
  }

  void reset() {
    _lastPolledAt = null;
  }
}
