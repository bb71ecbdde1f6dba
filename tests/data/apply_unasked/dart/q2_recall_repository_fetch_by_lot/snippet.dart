  // ... existing code ...

  Future<List<RecallNotice>> fetchRecallsForNdc(String ndc) async {
    // ... existing code ...
    return _decodeList(response.body);
  }

  Future<List<RecallNotice>> fetchRecallsForLot(String ndc, String lot) async {
    final uri = baseUri.resolve(
        '/api/recalls?ndc=${Uri.encodeQueryComponent(ndc)}&lot=${Uri.encodeQueryComponent(lot)}');
    final response = await _client.get(uri);
    if (response.statusCode != 200) {
      throw RecallApiException(response.statusCode, uri.path);
    }
    return _decodeList(response.body);
  }

  // ... existing code ...
