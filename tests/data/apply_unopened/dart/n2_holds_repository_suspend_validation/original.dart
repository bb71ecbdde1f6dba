import 'dart:convert';

import 'package:http/http.dart' as http;

import '../models/hold.dart';
import 'api_exception.dart';

/// Talks to the circulation API on behalf of the signed-in patron.
class HoldsRepository {
  HoldsRepository({
    required this.baseUrl,
    required http.Client client,
    required this.tokenProvider,
  }) : _client = client;

  /// Longest suspension the circulation desk allows; also used by the date picker.
  static const int maxSuspensionDays = 180;

  final Uri baseUrl;
  final http.Client _client;
  final Future<String> Function() tokenProvider;

  Future<Map<String, String>> _headers() async => {
        'Authorization': 'Bearer ${await tokenProvider()}',
        'Content-Type': 'application/json',
        'Accept': 'application/json',
      };

  Future<List<Hold>> fetchHolds(String patronId) async {
    final uri = baseUrl.resolve('/patrons/$patronId/holds');
    final response = await _client.get(uri, headers: await _headers());
    if (response.statusCode != 200) {
      throw ApiException.fromResponse(response);
    }
    final body = jsonDecode(response.body) as Map<String, dynamic>;
    return (body['holds'] as List<dynamic>)
        .map((e) => Hold.fromJson(e as Map<String, dynamic>))
        .toList();
  }

  Future<Hold> placeHold(String patronId, String titleId, String pickupBranch) async {
    final uri = baseUrl.resolve('/patrons/$patronId/holds');
    final response = await _client.post(
      uri,
      headers: await _headers(),
      body: jsonEncode({'titleId': titleId, 'pickupBranch': pickupBranch}),
    );
    if (response.statusCode != 201) {
      throw ApiException.fromResponse(response);
    }
    return Hold.fromJson(jsonDecode(response.body) as Map<String, dynamic>);
  }

  Future<Hold> suspendHold(String patronId, String holdId, DateTime until) async {
    final uri = baseUrl.resolve('/patrons/$patronId/holds/$holdId/suspension');
    final response = await _client.put(
      uri,
      headers: await _headers(),
      body: jsonEncode({'until': until.toIso8601String()}),
    );
    if (response.statusCode != 200) {
      throw ApiException.fromResponse(response);
    }
    return Hold.fromJson(jsonDecode(response.body) as Map<String, dynamic>);
  }

  Future<Hold> changePickupBranch(String patronId, String holdId, String branchCode) async {
    final uri = baseUrl.resolve('/patrons/$patronId/holds/$holdId');
    final response = await _client.patch(
      uri,
      headers: await _headers(),
      body: jsonEncode({'pickupBranch': branchCode}),
    );
    if (response.statusCode != 200) {
      throw ApiException.fromResponse(response);
    }
    return Hold.fromJson(jsonDecode(response.body) as Map<String, dynamic>);
  }

  Future<void> cancelHold(String patronId, String holdId) async {
    final uri = baseUrl.resolve('/patrons/$patronId/holds/$holdId');
    final response = await _client.delete(uri, headers: await _headers());
    if (response.statusCode != 204) {
      throw ApiException.fromResponse(response);
    }
  }
}
