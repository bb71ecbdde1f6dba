import 'dart:convert';

import 'package:http/http.dart' as http;

import '../models/todo.dart';

class TodoRepositoryException implements Exception {
  TodoRepositoryException(this.message, {this.statusCode});

  final String message;
  final int? statusCode;

  @override
  String toString() => 'TodoRepositoryException($statusCode): $message';
}

class TodoRepository {
  TodoRepository({required this.baseUrl, http.Client? client})
      : _client = client ?? http.Client();

  final String baseUrl;
  final http.Client _client;

  Map<String, String> get _headers => const {
        'Content-Type': 'application/json',
        'Accept': 'application/json',
      };

  Future<List<Todo>> fetchAll() async {
    final response = await _client.get(Uri.parse('$baseUrl/todos'), headers: _headers);
    _check(response);
    final body = jsonDecode(response.body) as List<dynamic>;
    return body.map((e) => Todo.fromJson(e as Map<String, dynamic>)).toList();
  }

  Future<Todo> fetchById(String id) async {
    final response = await _client.get(Uri.parse('$baseUrl/todos/$id'), headers: _headers);
    _check(response);
    return Todo.fromJson(jsonDecode(response.body) as Map<String, dynamic>);
  }

  Future<Todo> create(String title) async {
    final response = await _client.post(
      Uri.parse('$baseUrl/todos'),
      headers: _headers,
      body: jsonEncode({'title': title, 'completed': false}),
    );
    _check(response);
    return Todo.fromJson(jsonDecode(response.body) as Map<String, dynamic>);
  }

  Future<void> delete(String id) async {
    final response = await _client.delete(Uri.parse('$baseUrl/todos/$id'), headers: _headers);
    _check(response);
  }

  void _check(http.Response response) {
    if (response.statusCode < 200 || response.statusCode >= 300) {
      throw TodoRepositoryException(response.body, statusCode: response.statusCode);
    }
  }

  void dispose() => _client.close();
}
