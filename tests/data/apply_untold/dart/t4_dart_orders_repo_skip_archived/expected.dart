import 'dart:convert';

import 'package:http/http.dart' as http;

import '../models/order.dart';

class OrdersRepository {
  OrdersRepository(this._client, {required this.baseUrl});

  final http.Client _client;
  final Uri baseUrl;

  Future<List<Order>> fetchOrders({int page = 1}) async {
    final uri = baseUrl.resolve('/api/orders?page=$page');
    final response = await _client.get(uri);
    _ensureOk(response);
    final data = jsonDecode(response.body) as List<dynamic>;
    return data.map((e) => Order.fromJson(e as Map<String, dynamic>)).toList();
  }

  Future<List<Order>> fetchCustomerOrders(String customerId) async {
    final uri = baseUrl.resolve('/api/customers/$customerId/orders');
    final response = await _client.get(uri);
    _ensureOk(response);
    final data = jsonDecode(response.body) as List<dynamic>;
    return data
        .map((e) => Order.fromJson(e as Map<String, dynamic>))
        .where((order) => !order.archived)
        .toList();
  }

  Future<Order> fetchOrder(String id) async {
    final uri = baseUrl.resolve('/api/orders/$id');
    final response = await _client.get(uri);
    _ensureOk(response);
    return Order.fromJson(jsonDecode(response.body) as Map<String, dynamic>);
  }

  Future<void> archiveOrder(String id) async {
    final uri = baseUrl.resolve('/api/orders/$id/archive');
    final response = await _client.post(uri);
    _ensureOk(response);
  }

  void _ensureOk(http.Response response) {
    if (response.statusCode < 200 || response.statusCode >= 300) {
      throw OrdersApiException(response.statusCode, response.body);
    }
  }
}

class OrdersApiException implements Exception {
  OrdersApiException(this.statusCode, this.body);

  final int statusCode;
  final String body;

  @override
  String toString() => 'OrdersApiException($statusCode): $body';
}
