import 'dart:convert';

import 'package:http/http.dart' as http;
import 'package:shared_preferences/shared_preferences.dart';

import 'api_config.dart';
import 'session.dart';

class AuthException implements Exception {
  AuthException(this.message, {this.statusCode});

  final String message;
  final int? statusCode;

  @override
  String toString() => 'AuthException($statusCode): $message';
}

class AuthService {
  AuthService(this._client, this._config);

  static const _tokenKey = 'auth_token';
  static const _refreshKey = 'refresh_token';

  final http.Client _client;
  final ApiConfig _config;

  Future<Session> signIn(String email, String password) async {
    final response = await _client.post(
      _config.uri('/auth/sign-in'),
      headers: {'Content-Type': 'application/json'},
      body: jsonEncode({'email': email, 'password': password}),
    );
    if (response.statusCode != 200) {
      throw AuthException('Sign-in failed', statusCode: response.statusCode);
    }
    final session = Session.fromJson(jsonDecode(response.body) as Map<String, dynamic>);
    await _persist(session);
    return session;
  }

  Future<Session?> restore() async {
    final prefs = await SharedPreferences.getInstance();
    final token = prefs.getString(_tokenKey);
    final refresh = prefs.getString(_refreshKey);
    if (token == null || refresh == null) {
      return null;
    }
    return Session(accessToken: token, refreshToken: refresh);
  }

  Future<void> signOut() async {
    final prefs = await SharedPreferences.getInstance();
    await prefs.remove(_tokenKey);
    await prefs.remove(_refreshKey);
  }

  Future<void> _persist(Session session) async {
    final prefs = await SharedPreferences.getInstance();
    await prefs.setString(_tokenKey, session.accessToken);
    await prefs.setString(_refreshKey, session.refreshToken);
  }
}
