  // ... existing code ...

  Future<List<Shift>> fetchShifts(String eventId) async {
    final response = await _client.get(_baseUri.resolve('events/$eventId/shifts'));
    _checkStatus(response, 'load shifts');
    final body = jsonDecode(response.body) as List<dynamic>;
    return body
        .map((json) => Shift.fromJson(json as Map<String, dynamic>))
        .toList();
  }

  // removed parseLegacyCsv() - the spreadsheet import is no longer used

  Future<void> assignShift(String volunteerId, String shiftId) async {
    // ... existing code ...
