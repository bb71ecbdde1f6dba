import 'dart:async';
import 'dart:convert';

// ... existing code ...

class WeatherApi {
  WeatherApi({required this.apiKey, http.Client? client, this.baseUrl = 'https://api.example-weather.com/v2'})
      : _client = client ?? http.Client();

  static const _timeout = Duration(seconds: 10);

  final String apiKey;
  final String baseUrl;
  final http.Client _client;

  Future<Forecast> currentForecast(Location location) async {
    // ... existing code ...
    final response = await _get(uri);
    return Forecast.fromJson(_decode(response));
  }

  Future<List<Forecast>> dailyForecast(Location location, {int days = 7}) async {
    // ... existing code ...
    final response = await _get(uri);
    final body = _decode(response);
    // ... existing code ...
  }

  Future<http.Response> _get(Uri uri) async {
    try {
      return await _client.get(uri).timeout(_timeout);
    } on TimeoutException {
      throw WeatherApiException('request to ${uri.path} timed out');
    }
  }

  Map<String, dynamic> _decode(http.Response response) {
    // ... existing code ...
  }

  void close() => _client.close();
}
