import 'dart:convert';

import 'package:http/http.dart' as http;

import '../models/recall_notice.dart';
import '../models/stock_location.dart';

class RecallApiException implements Exception {
  RecallApiException(this.statusCode, this.path);

  final int statusCode;
  final String path;

  @override
  String toString() => 'RecallApiException($statusCode on $path)';
}

/// Reads recall notices from the pharmacy-ops API for the tech handheld app.
class RecallRepository {
  RecallRepository({required this.baseUri, required http.Client client})
      : _client = client;

  final Uri baseUri;
  final http.Client _client;

  Future<List<RecallNotice>> fetchActiveRecalls() async {
    final uri = baseUri.resolve('/api/recalls?status=open');
    final response = await _client.get(uri);
    if (response.statusCode != 200) {
      throw RecallApiException(response.statusCode, uri.path);
    }
    return _decodeList(response.body);
  }

  Future<List<RecallNotice>> fetchRecallsForNdc(String ndc) async {
    final uri = baseUri.resolve('/api/recalls?ndc=${Uri.encodeQueryComponent(ndc)}');
    final response = await _client.get(uri);
    if (response.statusCode != 200) {
      throw RecallApiException(response.statusCode, uri.path);
    }
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

  Future<List<StockLocation>> fetchAffectedLocations(String recallId) async {
    final uri = baseUri.resolve('/api/recalls/$recallId/locations');
    final response = await _client.get(uri);
    if (response.statusCode != 200) {
      throw RecallApiException(response.statusCode, uri.path);
    }
    final decoded = jsonDecode(response.body) as List<dynamic>;
    return decoded
        .map((e) => StockLocation.fromJson(e as Map<String, dynamic>))
        .toList();
  }

  Future<void> markQuarantined(String recallId, String locationId) async {
    final uri = baseUri.resolve('/api/recalls/$recallId/locations/$locationId/quarantine');
    final response = await _client.post(uri);
    if (response.statusCode != 204) {
      throw RecallApiException(response.statusCode, uri.path);
    }
  }

  List<RecallNotice> _decodeList(String body) {
    final decoded = jsonDecode(body) as List<dynamic>;
    return decoded
        .map((e) => RecallNotice.fromJson(e as Map<String, dynamic>))
        .toList();
  }
}
