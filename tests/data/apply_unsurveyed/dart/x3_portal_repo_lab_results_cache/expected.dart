import 'dart:convert';

import 'package:http/http.dart' as http;

import '../models/appointment.dart';
import '../models/lab_result.dart';
import '../models/refill_request.dart';
import 'portal_exception.dart';
import 'session_store.dart';

class PatientPortalRepository {
  PatientPortalRepository({
    required this.baseUrl,
    required SessionStore sessionStore,
    http.Client? client,
  })  : _sessionStore = sessionStore,
        _client = client ?? http.Client();

  final Uri baseUrl;
  final SessionStore _sessionStore;
  final http.Client _client;

  Future<List<Appointment>> fetchUpcomingAppointments() async {
    final response = await _client.get(
      baseUrl.resolve('/api/v2/me/appointments?status=booked'),
      headers: await _headers(),
    );
    _throwIfFailed(response);
    final items = jsonDecode(response.body)['items'] as List<dynamic>;
    return items
        .map((e) => Appointment.fromJson(e as Map<String, dynamic>))
        .toList();
  }

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

  Future<RefillRequest> requestRefill(String prescriptionId) async {
    final response = await _client.post(
      baseUrl.resolve('/api/v2/me/prescriptions/$prescriptionId/refills'),
      headers: await _headers(),
    );
    _throwIfFailed(response);
    return RefillRequest.fromJson(
        jsonDecode(response.body) as Map<String, dynamic>);
  }

  Future<Map<String, String>> _headers() async {
    final token = await _sessionStore.accessToken();
    return {
      'Authorization': 'Bearer $token',
      'Accept': 'application/json',
    };
  }

  void _throwIfFailed(http.Response response) {
    if (response.statusCode == 401) {
      throw const PortalSessionExpired();
    }
    if (response.statusCode >= 400) {
      throw PortalException(response.statusCode, response.body);
    }
  }
}
