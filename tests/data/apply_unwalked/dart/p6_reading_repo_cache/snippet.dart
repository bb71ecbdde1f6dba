// [unchanged imports and exception class]

class ReadingRepository {
  final http.Client _client;
  final Uri _baseUri;
  final Map<String, List<MeterReading>> _readingCache = {};

  ReadingRepository(this._client, this._baseUri);

  Future<List<MeterReading>> fetchReadings(String accountNumber, {bool refresh = false}) async {
    final cached = _readingCache[accountNumber];
    if (!refresh && cached != null) {
      return cached;
    }
    final uri = _baseUri.resolve('/accounts/$accountNumber/readings');
    // …
    final decoded = jsonDecode(response.body) as List<dynamic>;
    final readings = decoded
        .map((item) => MeterReading.fromJson(item as Map<String, dynamic>))
        .toList();
    _readingCache[accountNumber] = readings;
    return readings;
  }

  // [fetchUsageHistory unchanged]

  Future<void> submitSelfRead(String accountNumber, int dialReading, String photoId) async {
    // …
    if (response.statusCode != 201) {
      throw ReadingRepositoryException(response.statusCode, response.body);
    }
    _readingCache.remove(accountNumber);
  }
}
