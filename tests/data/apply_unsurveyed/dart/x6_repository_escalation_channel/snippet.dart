// ... existing code ...

class ModerationQueueRepository {
  ModerationQueueRepository({
    required this.baseUrl,
    required this.client,
    required this.token,
    this.escalationChannel = 'legal-desk',
  });

  final Uri baseUrl;
  final http.Client client;
  final String token;
  final String escalationChannel;

  // ... existing code ...

  Future<void> escalate(String commentId, {required String note}) async {
    final response = await client.post(
      baseUrl.resolve('/v2/moderation/comments/$commentId/escalate'),
      headers: _headers,
      body: jsonEncode({'note': note, 'channel': escalationChannel}),
    );
    _ensureOk(response);
  }
}

// ... existing code ...
