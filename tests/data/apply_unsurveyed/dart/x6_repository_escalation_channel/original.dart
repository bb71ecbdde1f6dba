import 'dart:convert';

import 'package:http/http.dart' as http;

import '../models/queued_comment.dart';

/// Counts shown in the header of the moderation dashboard.
class ModerationStats {
  const ModerationStats({
    required this.pending,
    required this.escalated,
    required this.oldestWaiting,
  });

  final int pending;
  final int escalated;
  final Duration oldestWaiting;

  factory ModerationStats.fromJson(Map<String, dynamic> json) {
    return ModerationStats(
      pending: json['pending'] as int,
      escalated: json['escalated'] as int,
      oldestWaiting: Duration(seconds: json['oldestWaitingSeconds'] as int),
    );
  }
}

class ModerationQueueRepository {
  ModerationQueueRepository({required this.baseUrl, required this.client, required this.token});

  final Uri baseUrl;
  final http.Client client;
  final String token;

  Map<String, String> get _headers => {
        'Authorization': 'Bearer $token',
        'Content-Type': 'application/json',
      };

  Future<List<QueuedComment>> fetchPending({int page = 1, String? section}) async {
    final uri = baseUrl.resolve('/v2/moderation/queue').replace(queryParameters: {
      'page': '$page',
      if (section != null) 'section': section,
    });
    final response = await client.get(uri, headers: _headers);
    _ensureOk(response);
    final body = jsonDecode(response.body) as Map<String, dynamic>;
    return (body['items'] as List<dynamic>)
        .map((item) => QueuedComment.fromJson(item as Map<String, dynamic>))
        .toList();
  }

  Future<ModerationStats> fetchStats() async {
    final response = await client.get(baseUrl.resolve('/v2/moderation/stats'), headers: _headers);
    _ensureOk(response);
    return ModerationStats.fromJson(jsonDecode(response.body) as Map<String, dynamic>);
  }

  Future<void> approve(String commentId) async {
    final response = await client.post(
      baseUrl.resolve('/v2/moderation/comments/$commentId/approve'),
      headers: _headers,
    );
    _ensureOk(response);
  }

  Future<void> reject(String commentId, {required String reason}) async {
    final response = await client.post(
      baseUrl.resolve('/v2/moderation/comments/$commentId/reject'),
      headers: _headers,
      body: jsonEncode({'reason': reason}),
    );
    _ensureOk(response);
  }

  void _ensureOk(http.Response response) {
    if (response.statusCode < 200 || response.statusCode >= 300) {
      throw ModerationApiException(response.statusCode, response.body);
    }
  }
}

class ModerationApiException implements Exception {
  ModerationApiException(this.statusCode, this.body);

  final int statusCode;
  final String body;

  @override
  String toString() => 'ModerationApiException($statusCode): $body';
}
