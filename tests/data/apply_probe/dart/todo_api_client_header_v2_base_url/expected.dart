// Client for the Todo REST API (v2).
import 'dart:convert';

import 'package:http/http.dart' as http;

import 'models/todo.dart';

const _defaultBaseUrl = 'https://api.todos.example.com/v2/';
const _timeout = Duration(seconds: 20);

class ApiException implements Exception {
  ApiException(this.statusCode, this.message);

  final int statusCode;
  final String message;

  @override
  String toString() => 'ApiException($statusCode): $message';
}

class TodoApi {
  TodoApi({http.Client? client, String baseUrl = _defaultBaseUrl, this.token})
      : _client = client ?? http.Client(),
        _baseUrl = Uri.parse(baseUrl);

  final http.Client _client;
  final Uri _baseUrl;
  String? token;

  Map<String, String> get _headers => {
        'Content-Type': 'application/json',
        if (token != null) 'Authorization': 'Bearer $token',
      };

  Future<List<Todo>> fetchTodos() async {
    final res = await _client
        .get(_baseUrl.resolve('todos'), headers: _headers)
        .timeout(_timeout);
    final body = _decode(res) as List<dynamic>;
    return body.map((j) => Todo.fromJson(j as Map<String, dynamic>)).toList();
  }

  Future<Todo> createTodo({required String title}) async {
    final res = await _client
        .post(_baseUrl.resolve('todos'),
            headers: _headers, body: jsonEncode({'title': title}))
        .timeout(_timeout);
    return Todo.fromJson(_decode(res) as Map<String, dynamic>);
  }

  Future<void> updateTodo(Todo todo) async {
    final res = await _client
        .put(_baseUrl.resolve('todos/${todo.id}'),
            headers: _headers, body: jsonEncode(todo.toJson()))
        .timeout(_timeout);
    _decode(res);
  }

  Future<void> deleteTodo(String id) async {
    final res = await _client
        .delete(_baseUrl.resolve('todos/$id'), headers: _headers)
        .timeout(_timeout);
    _decode(res);
  }

  Object? _decode(http.Response res) {
    if (res.statusCode < 200 || res.statusCode >= 300) {
      throw ApiException(res.statusCode, res.body);
    }
    return res.body.isEmpty ? null : jsonDecode(res.body);
  }
}
