import 'dart:convert';

import 'package:http/http.dart' as http;

import '../models/forecast.dart';
import '../models/location.dart';

class WeatherApiException implements Exception {
  WeatherApiException(this.message, {this.statusCode});

  final String message;
  final int? statusCode;

  @override
  String toString() => 'WeatherApiException($statusCode): $message';
}

class WeatherApi {
  WeatherApi({required this.apiKey, http.Client? client, this.baseUrl = 'https://api.example-weather.com/v2'})
      : _client = client ?? http.Client();

  final String apiKey;
  final String baseUrl;
  final http.Client _client;

  Future<Forecast> currentForecast(Location location) async {
    final uri = Uri.parse('$baseUrl/forecast/current').replace(queryParameters: {
      'lat': location.latitude.toString(),
      'lon': location.longitude.toString(),
      'key': apiKey,
    });
    final response = await _client.get(uri);
    return Forecast.fromJson(_decode(response));
  }

  Future<List<Forecast>> dailyForecast(Location location, {int days = 7}) async {
    final uri = Uri.parse('$baseUrl/forecast/daily').replace(queryParameters: {
      'lat': location.latitude.toString(),
      'lon': location.longitude.toString(),
      'days': days.toString(),
      'key': apiKey,
    });
    final response = await _client.get(uri);
    final body = _decode(response);
    return (body['days'] as List<dynamic>)
        .map((d) => Forecast.fromJson(d as Map<String, dynamic>))
        .toList();
  }

  Map<String, dynamic> _decode(http.Response response) {
    if (response.statusCode != 200) {
      throw WeatherApiException(response.reasonPhrase ?? 'request failed', statusCode: response.statusCode);
    }
    return jsonDecode(response.body) as Map<String, dynamic>;
  }

  void close() => _client.close();
}
