import 'dart:convert';

import 'package:http/http.dart' as http;

import '../models/order.dart';
import '../models/page.dart';
import 'api_exception.dart';

class OrdersApi {
  OrdersApi({
    required this.baseUrl,
    required this.tokenProvider,
    http.Client? client,
  }) : _client = client ?? http.Client();

  final Uri baseUrl;
  final Future<String> Function() tokenProvider;
  final http.Client _client;

  Future<Map<String, String>> _headers() async => {
        'Authorization': 'Bearer ${await tokenProvider()}',
        'Accept': 'application/json',
        'Content-Type': 'application/json',
      };

  Future<Page<Order>> listOrders({int page = 1, int perPage = 20}) async {
    final uri = baseUrl.replace(
      path: '${baseUrl.path}/orders',
      queryParameters: {
        'page': '$page',
        'per_page': '$perPage',
      },
    );

    final response = await _client.get(uri, headers: await _headers());
    _ensureSuccess(response);

    final body = jsonDecode(response.body) as Map<String, dynamic>;
    return Page.fromJson(body, Order.fromJson);
  }

  Future<Order> getOrder(String id) async {
    final uri = baseUrl.replace(path: '${baseUrl.path}/orders/$id');
    final response = await _client.get(uri, headers: await _headers());
    _ensureSuccess(response);

    return Order.fromJson(jsonDecode(response.body) as Map<String, dynamic>);
  }

  Future<Order> cancelOrder(String id, {String? reason}) async {
    final uri = baseUrl.replace(path: '${baseUrl.path}/orders/$id/cancel');
    final response = await _client.post(
      uri,
      headers: await _headers(),
      body: jsonEncode({'reason': reason}),
    );
    _ensureSuccess(response);

    return Order.fromJson(jsonDecode(response.body) as Map<String, dynamic>);
  }

  void _ensureSuccess(http.Response response) {
    if (response.statusCode >= 200 && response.statusCode < 300) {
      return;
    }
    String? message;
    try {
      final body = jsonDecode(response.body) as Map<String, dynamic>;
      message = body['error'] as String?;
    } on FormatException {
      message = null;
    }
    throw ApiException(response.statusCode, message ?? response.reasonPhrase);
  }

  void close() => _client.close();
}
