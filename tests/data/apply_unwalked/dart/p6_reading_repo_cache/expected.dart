import 'dart:convert';

import 'package:http/http.dart' as http;

import '../models/meter_reading.dart';
import '../models/usage_period.dart';

class ReadingRepositoryException implements Exception {
  final int statusCode;
  final String message;

  ReadingRepositoryException(this.statusCode, this.message);

  @override
  String toString() => 'ReadingRepositoryException($statusCode): $message';
}

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
    final response = await _client.get(uri);
    if (response.statusCode != 200) {
      throw ReadingRepositoryException(response.statusCode, response.body);
    }
    final decoded = jsonDecode(response.body) as List<dynamic>;
    final readings = decoded
        .map((item) => MeterReading.fromJson(item as Map<String, dynamic>))
        .toList();
    _readingCache[accountNumber] = readings;
    return readings;
  }

  Future<List<UsagePeriod>> fetchUsageHistory(String accountNumber, {int months = 12}) async {
    final uri = _baseUri.resolve('/accounts/$accountNumber/usage?months=$months');
    final response = await _client.get(uri);
    if (response.statusCode != 200) {
      throw ReadingRepositoryException(response.statusCode, response.body);
    }
    final decoded = jsonDecode(response.body) as List<dynamic>;
    return decoded
        .map((item) => UsagePeriod.fromJson(item as Map<String, dynamic>))
        .toList();
  }

  Future<void> submitSelfRead(String accountNumber, int dialReading, String photoId) async {
    final uri = _baseUri.resolve('/accounts/$accountNumber/self-reads');
    final response = await _client.post(
      uri,
      headers: {'Content-Type': 'application/json'},
      body: jsonEncode({'reading': dialReading, 'photoId': photoId}),
    );
    if (response.statusCode != 201) {
      throw ReadingRepositoryException(response.statusCode, response.body);
    }
    _readingCache.remove(accountNumber);
  }
}
