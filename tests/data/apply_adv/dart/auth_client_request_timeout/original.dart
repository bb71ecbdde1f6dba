import 'dart:convert';

import 'package:http/http.dart' as http;

import 'auth_exception.dart';
import 'auth_tokens.dart';
import 'token_storage.dart';

class AuthClient {
  AuthClient({
    required this.baseUrl,
    required this.storage,
    http.Client? httpClient,
  }) : _http = httpClient ?? http.Client();

  final Uri baseUrl;
  final TokenStorage storage;
  final http.Client _http;

  static const _jsonHeaders = {'Content-Type': 'application/json'};

  Future<AuthTokens> login(String email, String password) async {
    final response = await _http.post(
      baseUrl.resolve('/auth/login'),
      headers: _jsonHeaders,
      body: jsonEncode({'email': email, 'password': password}),
    );
    final tokens = _parseTokens(response);
    await storage.save(tokens);
    return tokens;
  }

  Future<AuthTokens> refresh() async {
    final current = await storage.read();
    if (current == null) {
      throw const AuthException('not signed in');
    }
    final response = await _http.post(
      baseUrl.resolve('/auth/refresh'),
      headers: _jsonHeaders,
      body: jsonEncode({'refresh_token': current.refreshToken}),
    );
    final tokens = _parseTokens(response);
    await storage.save(tokens);
    return tokens;
  }

  Future<void> logout() async {
    final current = await storage.read();
    if (current != null) {
      await _http.post(
        baseUrl.resolve('/auth/logout'),
        headers: {..._jsonHeaders, 'Authorization': 'Bearer ${current.accessToken}'},
      );
    }
    await storage.clear();
  }

  AuthTokens _parseTokens(http.Response response) {
    if (response.statusCode == 401) {
      throw const AuthException('invalid credentials');
    }
    if (response.statusCode != 200) {
      throw AuthException('unexpected status ${response.statusCode}');
    }
    final json = jsonDecode(response.body) as Map<String, dynamic>;
    return AuthTokens.fromJson(json);
  }

  void close() => _http.close();
}
