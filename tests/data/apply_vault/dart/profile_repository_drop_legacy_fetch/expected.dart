import 'dart:convert';

import 'package:http/http.dart' as http;

import '../models/profile.dart';
import 'api_exception.dart';

class ProfileRepository {
  ProfileRepository({
    required http.Client client,
    required Uri baseUri,
    required Future<String?> Function() tokenProvider,
  })  : _client = client,
        _baseUri = baseUri,
        _tokenProvider = tokenProvider;

  final http.Client _client;
  final Uri _baseUri;
  final Future<String?> Function() _tokenProvider;

  Profile? _cached;

  Future<Map<String, String>> _headers() async {
    final token = await _tokenProvider();
    return {
      'Accept': 'application/json',
      'Content-Type': 'application/json',
      if (token != null) 'Authorization': 'Bearer $token',
    };
  }

  Future<Profile> fetchProfile({bool forceRefresh = false}) async {
    if (!forceRefresh && _cached != null) {
      return _cached!;
    }
    final response = await _client.get(
      _baseUri.resolve('/v2/me'),
      headers: await _headers(),
    );
    if (response.statusCode != 200) {
      throw ApiException(response.statusCode, response.body);
    }
    final profile = Profile.fromJson(jsonDecode(response.body) as Map<String, dynamic>);
    _cached = profile;
    return profile;
  }

  Future<Profile> updateProfile(ProfileUpdate update) async {
    final response = await _client.patch(
      _baseUri.resolve('/v2/me'),
      headers: await _headers(),
      body: jsonEncode(update.toJson()),
    );
    if (response.statusCode != 200) {
      throw ApiException(response.statusCode, response.body);
    }
    final profile = Profile.fromJson(jsonDecode(response.body) as Map<String, dynamic>);
    _cached = profile;
    return profile;
  }

  void clearCache() {
    _cached = null;
  }
}
