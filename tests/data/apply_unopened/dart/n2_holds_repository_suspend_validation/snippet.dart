// ... existing code ...

  Future<Hold> suspendHold(String patronId, String holdId, DateTime until) async {
    final today = DateTime.now();
    if (!until.isAfter(today)) {
      throw ArgumentError.value(until, 'until', 'must be in the future');
    }
    if (until.difference(today).inDays > maxSuspensionDays) {
      throw ArgumentError.value(until, 'until', 'cannot be more than $maxSuspensionDays days away');
    }
    final uri = baseUrl.resolve('/patrons/$patronId/holds/$holdId/suspension');
    final response = await _client.put(
      uri,
      headers: await _headers(),
      // the API only accepts a calendar date (yyyy-MM-dd)
      body: jsonEncode({'until': until.toIso8601String().substring(0, 10)}),
    );
    if (response.statusCode != 200) {
      throw ApiException.fromResponse(response);
    }
    return Hold.fromJson(jsonDecode(response.body) as Map<String, dynamic>);
  }

// ... existing code ...
