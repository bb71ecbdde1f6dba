// ... existing code ...

  Future<List<LabResult>> fetchLabResults({bool releasedOnly = true}) async {
    final response = await _client.get(
      baseUrl.resolve('/api/v2/me/lab-results?released=$releasedOnly'),
      headers: await _headers(),
    );
    _throwIfFailed(response);
    final items = jsonDecode(response.body)['items'] as List<dynamic>;
    final results = items
        .map((e) => LabResult.fromJson(e as Map<String, dynamic>))
        .toList();
    // Newest collection first; results without a collection time go last.
    results.sort((a, b) {
      final aTime = a.collectedAt;
      final bTime = b.collectedAt;
      if (aTime == null) return bTime == null ? 0 : 1;
      if (bTime == null) return -1;
      return bTime.compareTo(aTime);
    });
    return results;
  }

// ... existing code ...
