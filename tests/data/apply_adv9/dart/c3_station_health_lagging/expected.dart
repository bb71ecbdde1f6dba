import 'dart:async';
import 'dart:convert';

import 'package:http/http.dart' as http;

import '../models/station.dart';
import '../models/station_status.dart';

/// Polls the station gateway and classifies each station's health.
class StationStatusService {
  StationStatusService({
    required this.baseUri,
    required http.Client client,
    this.staleAfter = const Duration(minutes: 20),
  }) : _client = client;

  final Uri baseUri;
  final Duration staleAfter;
  final http.Client _client;

  final _controller = StreamController<List<StationStatus>>.broadcast();

  Stream<List<StationStatus>> get updates => _controller.stream;

  Future<List<Station>> fetchStations() async {
    final response = await _client.get(baseUri.resolve('/api/v2/stations'));
    if (response.statusCode != 200) {
      throw StationApiException('stations', response.statusCode);
    }
    final body = jsonDecode(response.body) as List<dynamic>;
    return body
        .map((json) => Station.fromJson(json as Map<String, dynamic>))
        .toList();
  }

  StationHealth classify(Station station, DateTime now) {
    final lastSeen = station.lastReadingAt;
    if (lastSeen == null) {
      return StationHealth.unknown;
    }
    final silentFor = now.difference(lastSeen);
    if (silentFor > staleAfter) {
      return StationHealth.offline;
    }
    if (station.batteryVolts < 11.8 || station.faultySensors.isNotEmpty) {
      return StationHealth.degraded;
    }
    if (silentFor > staleAfter ~/ 2) {
      return StationHealth.lagging;
    }
    return StationHealth.ok;
  }

  Future<void> refresh() async {
    final stations = await fetchStations();
    final now = DateTime.now().toUtc();
    final statuses = [
      for (final station in stations)
        StationStatus(station: station, health: classify(station, now)),
    ];
    _controller.add(statuses);
  }

  Future<void> dispose() async {
    await _controller.close();
    _client.close();
  }
}

class StationApiException implements Exception {
  StationApiException(this.resource, this.statusCode);

  final String resource;
  final int statusCode;

  @override
  String toString() => 'StationApiException($resource): HTTP $statusCode';
}
