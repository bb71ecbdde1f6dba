import 'dart:convert';

import 'package:http/http.dart' as http;

import '../models/maintenance_alert.dart';

class MaintenanceAlertRepository {
  MaintenanceAlertRepository(this._client, {required this.baseUrl});

  final http.Client _client;
  final Uri baseUrl;

  Future<List<MaintenanceAlert>> fetchOpenAlerts(String depotId) async {
    final uri = baseUrl.replace(
      path: '${baseUrl.path}/depots/$depotId/alerts',
      queryParameters: {'status': 'open'},
    );
    final response = await _client.get(uri);
    _ensureOk(response, 'fetch open alerts');
    final body = jsonDecode(response.body) as List<dynamic>;
    final alerts = body
        .map((e) => MaintenanceAlert.fromJson(e as Map<String, dynamic>))
        .toList();
    return alerts;
  }

  Future<List<MaintenanceAlert>> fetchVehicleHistory(String vehicleId, {int limit = 50}) async {
    final uri = baseUrl.replace(
      path: '${baseUrl.path}/vehicles/$vehicleId/alerts',
      queryParameters: {'limit': '$limit'},
    );
    final response = await _client.get(uri);
    _ensureOk(response, 'fetch vehicle history');
    final body = jsonDecode(response.body) as List<dynamic>;
    final alerts = body
        .map((e) => MaintenanceAlert.fromJson(e as Map<String, dynamic>))
        .toList();
    return alerts;
  }

  Future<void> acknowledge(String alertId, {required String mechanicId}) async {
    final uri = baseUrl.replace(path: '${baseUrl.path}/alerts/$alertId/ack');
    final response = await _client.post(
      uri,
      headers: {'content-type': 'application/json'},
      body: jsonEncode({'mechanicId': mechanicId}),
    );
    _ensureOk(response, 'acknowledge alert $alertId');
  }

  void _ensureOk(http.Response response, String action) {
    if (response.statusCode < 200 || response.statusCode >= 300) {
      throw MaintenanceApiException(action, response.statusCode, response.body);
    }
  }
}

class MaintenanceApiException implements Exception {
  MaintenanceApiException(this.action, this.statusCode, this.body);

  final String action;
  final int statusCode;
  final String body;

  @override
  String toString() => 'MaintenanceApiException($action): HTTP $statusCode';
}
