import 'dart:convert';

import 'package:flutter_secure_storage/flutter_secure_storage.dart';
import 'package:http/http.dart' as http;

import 'api_config.dart';
import 'session.dart';

// ... existing code ...

class AuthService {
  AuthService(this._client, this._config, {FlutterSecureStorage? storage})
      : _storage = storage ?? const FlutterSecureStorage();

  static const _tokenKey = 'auth_token';
  static const _refreshKey = 'refresh_token';

  final http.Client _client;
  final ApiConfig _config;
  final FlutterSecureStorage _storage;

  // ... signIn unchanged ...

  Future<Session?> restore() async {
    final token = await _storage.read(key: _tokenKey);
    final refresh = await _storage.read(key: _refreshKey);
    if (token == null || refresh == null) {
      return null;
    }
    return Session(accessToken: token, refreshToken: refresh);
  }

  Future<void> signOut() async {
    await _storage.delete(key: _tokenKey);
    await _storage.delete(key: _refreshKey);
  }

  Future<void> _persist(Session session) async {
    await _storage.write(key: _tokenKey, value: session.accessToken);
    await _storage.write(key: _refreshKey, value: session.refreshToken);
  }
}
