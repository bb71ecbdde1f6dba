import 'dart:convert';

import 'package:http/http.dart' as http;

import '../models/bank_account.dart';
import '../models/payout.dart';
import '../models/payout_detail.dart';

class PayoutApiException implements Exception {
  PayoutApiException(this.statusCode, this.message);

  final int statusCode;
  final String message;

  @override
  String toString() => 'PayoutApiException($statusCode): $message';
}

/// Client for the instructor-facing payouts endpoints.
class InstructorPayoutApi {
  InstructorPayoutApi({required this.baseUrl, required this.tokenProvider, http.Client? client})
      : _client = client ?? http.Client();

  final Uri baseUrl;
  final Future<String> Function() tokenProvider;
  final http.Client _client;

  Future<Map<String, String>> _headers() async => {
        'Authorization': 'Bearer ${await tokenProvider()}',
        'Content-Type': 'application/json',
        'Accept': 'application/json',
      };

  dynamic _decode(http.Response response) {
    if (response.statusCode >= 400) {
      throw PayoutApiException(response.statusCode, response.body);
    }
    return jsonDecode(response.body);
  }

  Future<List<Payout>> fetchPayouts(String instructorId, {int limit = 20}) async {
    final uri = baseUrl.resolve('/v1/instructors/$instructorId/payouts?limit=$limit');
    final response = await _client.get(uri, headers: await _headers());
    final items = _decode(response)['items'] as List<dynamic>;
    return items.map((e) => Payout.fromJson(e as Map<String, dynamic>)).toList();
  }

  Future<PayoutDetail> fetchPayoutDetail(String instructorId, String payoutId) async {
    final uri = baseUrl.resolve('/v1/instructors/$instructorId/payouts/$payoutId');
    final response = await _client.get(uri, headers: await _headers());
    return PayoutDetail.fromJson(_decode(response) as Map<String, dynamic>);
  }

  /// Requests an out-of-cycle payout of [amountCents] from the available balance.
  Future<Payout> requestEarlyPayout(String instructorId, {required int amountCents}) async {
    final uri = baseUrl.resolve('/v1/instructors/$instructorId/payouts/early');
    final response = await _client.post(
      uri,
      headers: await _headers(),
      body: jsonEncode({'amountCents': amountCents}),
    );
    return Payout.fromJson(_decode(response) as Map<String, dynamic>);
  }

  Future<void> updateBankAccount(String instructorId, BankAccount account) async {
    final uri = baseUrl.resolve('/v1/instructors/$instructorId/bank-account');
    final response = await _client.put(
      uri,
      headers: await _headers(),
      body: jsonEncode(account.toJson()),
    );
    _decode(response);
  }

  void close() => _client.close();
}
