import 'dart:convert';

import 'package:http/http.dart' as http;

import '../models/user.dart';
import 'token_storage.dart';

class AuthException implements Exception {
  AuthException(this.message, {this.statusCode});

  final String message;
  final int? statusCode;

  @override
  String toString() => 'AuthException($statusCode): $message';
}

class AuthRepository {
  AuthRepository({
    required this.baseUrl,
    required TokenStorage storage,
    http.Client? client,
  })  : _storage = storage,
        _client = client ?? http.Client();

  final Uri baseUrl;
  final TokenStorage _storage;
  final http.Client _client;

  Future<User> signIn(String email, String password) async {
    final response = await _client.post(
      baseUrl.resolve('/auth/login'),
      headers: {'Content-Type': 'application/json'},
      body: jsonEncode({'email': email.trim().toLowerCase(), 'password': password}),
    );
    if (response.statusCode == 401) {
      throw AuthException('Invalid email or password', statusCode: 401);
    }
    if (response.statusCode != 200) {
      throw AuthException('Sign in failed', statusCode: response.statusCode);
    }
    final body = jsonDecode(response.body) as Map<String, dynamic>;
    await _storage.saveAccessToken(body['access_token'] as String);
    final refreshToken = body['refresh_token'] as String?;
    if (refreshToken != null) {
      await _storage.saveRefreshToken(refreshToken);
    }
    return User.fromJson(body['user'] as Map<String, dynamic>);
  }

  Future<User> signUp(String email, String password, String displayName) async {
    final response = await _client.post(
      baseUrl.resolve('/auth/register'),
      headers: {'Content-Type': 'application/json'},
      body: jsonEncode({
        'email': email,
        'password': password,
        'display_name': displayName,
      }),
    );
    if (response.statusCode != 201) {
      throw AuthException('Sign up failed', statusCode: response.statusCode);
    }
    final body = jsonDecode(response.body) as Map<String, dynamic>;
    await _storage.saveAccessToken(body['access_token'] as String);
    return User.fromJson(body['user'] as Map<String, dynamic>);
  }

  Future<void> signOut() async {
    final token = await _storage.readAccessToken();
    if (token != null) {
      await _client.post(
        baseUrl.resolve('/auth/logout'),
        headers: {'Authorization': 'Bearer $token'},
      );
    }
    await _storage.clear();
  }

  void dispose() => _client.close();
}
