import 'dart:convert';

import 'package:http/http.dart' as http;

import '../models/shift.dart';
import '../models/volunteer.dart';

/// Loads and updates the volunteer roster from the organiser's back office.
class RosterRepository {
  final http.Client _client;
  final Uri _baseUri;

  RosterRepository(this._client, this._baseUri);

  Future<List<Volunteer>> fetchVolunteers(String eventId) async {
    final response = await _client.get(_baseUri.resolve('events/$eventId/volunteers'));
    _checkStatus(response, 'load volunteers');
    final body = jsonDecode(response.body) as List<dynamic>;
    return body
        .map((json) => Volunteer.fromJson(json as Map<String, dynamic>))
        .toList();
  }

  Future<List<Shift>> fetchShifts(String eventId) async {
    final response = await _client.get(_baseUri.resolve('events/$eventId/shifts'));
    _checkStatus(response, 'load shifts');
    final body = jsonDecode(response.body) as List<dynamic>;
    return body
        .map((json) => Shift.fromJson(json as Map<String, dynamic>))
        .toList();
  }

  Future<void> assignShift(String volunteerId, String shiftId) async {
    final response = await _client.post(
      _baseUri.resolve('volunteers/$volunteerId/shifts'),
      headers: {'content-type': 'application/json'},
      body: jsonEncode({'shift_id': shiftId}),
    );
    _checkStatus(response, 'assign shift');
  }

  Future<void> unassignShift(String volunteerId, String shiftId) async {
    final response = await _client.delete(
      _baseUri.resolve('volunteers/$volunteerId/shifts/$shiftId'),
    );
    _checkStatus(response, 'unassign shift');
  }

  void _checkStatus(http.Response response, String action) {
    if (response.statusCode >= 400) {
      throw RosterException('Could not $action (HTTP ${response.statusCode})');
    }
  }
}

class RosterException implements Exception {
  final String message;

  RosterException(this.message);

  @override
  String toString() => message;
}
