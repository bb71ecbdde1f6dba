// ... keep existing code

    final response = await _client.post(
      _config.baseUri.resolve('/v2/labels'),
      headers: _headers(idempotencyKey: 'label-${rma.number}'),
      body: jsonEncode({
// ... keep existing code

  Map<String, String> _headers({String? idempotencyKey}) => {
        'Authorization': 'Bearer ${_config.apiKey}',
        'Content-Type': 'application/json',
        if (idempotencyKey != null) 'Idempotency-Key': idempotencyKey,
      };
}
