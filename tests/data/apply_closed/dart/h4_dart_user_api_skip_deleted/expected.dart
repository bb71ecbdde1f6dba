import 'dart:convert';

import 'package:http/http.dart' as http;

import 'models/user.dart';

class ApiException implements Exception {
  ApiException(this.statusCode, this.message);

  final int statusCode;
  final String message;

  @override
  String toString() => 'ApiException($statusCode): $message';
}

class UserApi {
  UserApi({required this.baseUrl, http.Client? client}) : _client = client ?? http.Client();

  final String baseUrl;
  final http.Client _client;

  Map<String, String> get _headers => const {
        'Accept': 'application/json',
        'Content-Type': 'application/json',
      };

  Future<User> fetchUser(String id) async {
    final response = await _client.get(Uri.parse('$baseUrl/users/$id'), headers: _headers);
    _check(response);
    return User.fromJson(jsonDecode(response.body) as Map<String, dynamic>);
  }

  Future<List<User>> fetchUsers({int page = 1}) async {
    final response = await _client.get(Uri.parse('$baseUrl/users?page=$page'), headers: _headers);
    _check(response);
    final data = jsonDecode(response.body) as Map<String, dynamic>;
    return (data['items'] as List)
        .map((e) => User.fromJson(e as Map<String, dynamic>))
        .where((user) => !user.isDeleted)
        .toList();
  }

  Future<List<User>> searchUsers(String query) async {
    final uri = Uri.parse('$baseUrl/users/search').replace(queryParameters: {'q': query});
    final response = await _client.get(uri, headers: _headers);
    _check(response);
    final data = jsonDecode(response.body) as Map<String, dynamic>;
    return (data['items'] as List).map((e) => User.fromJson(e as Map<String, dynamic>)).toList();
  }

  Future<User> updateUser(User user) async {
    final response = await _client.put(
      Uri.parse('$baseUrl/users/${user.id}'),
      headers: _headers,
      body: jsonEncode(user.toJson()),
    );
    _check(response);
    return User.fromJson(jsonDecode(response.body) as Map<String, dynamic>);
  }

  Future<void> deleteUser(String id) async {
    final response = await _client.delete(Uri.parse('$baseUrl/users/$id'), headers: _headers);
    _check(response);
  }

  void _check(http.Response response) {
    if (response.statusCode >= 200 && response.statusCode < 300) return;
    throw ApiException(response.statusCode, response.body);
  }

  void close() => _client.close();
}
