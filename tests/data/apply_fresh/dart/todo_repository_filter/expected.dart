import 'dart:convert';

import 'package:http/http.dart' as http;

import '../models/todo.dart';

class TodoRepository {
  TodoRepository({required this.baseUrl, http.Client? client})
      : _client = client ?? http.Client();

  final Uri baseUrl;
  final http.Client _client;

  Future<List<Todo>> fetchTodos({bool? completed, int limit = 50}) async {
    final uri = baseUrl.resolve('/todos').replace(queryParameters: {
      if (completed != null) 'completed': '$completed',
      '_limit': '$limit',
    });
    final response = await _client.get(uri);
    if (response.statusCode != 200) {
      throw TodoException('Failed to load todos (${response.statusCode})');
    }
    final List<dynamic> body = jsonDecode(response.body) as List<dynamic>;
    return body
        .map((json) => Todo.fromJson(json as Map<String, dynamic>))
        .toList();
  }

  Future<Todo> fetchTodo(int id) async {
    final response = await _client.get(baseUrl.resolve('/todos/$id'));
    if (response.statusCode != 200) {
      throw TodoException('Failed to load todo $id (${response.statusCode})');
    }
    return Todo.fromJson(jsonDecode(response.body) as Map<String, dynamic>);
  }

  Future<Todo> createTodo(String title) async {
    final response = await _client.post(
      baseUrl.resolve('/todos'),
      headers: {'Content-Type': 'application/json'},
      body: jsonEncode({'title': title, 'completed': false}),
    );
    if (response.statusCode != 201) {
      throw TodoException('Failed to create todo (${response.statusCode})');
    }
    return Todo.fromJson(jsonDecode(response.body) as Map<String, dynamic>);
  }

  Future<void> deleteTodo(int id) async {
    final response = await _client.delete(baseUrl.resolve('/todos/$id'));
    if (response.statusCode != 204) {
      throw TodoException('Failed to delete todo $id (${response.statusCode})');
    }
  }

  void dispose() => _client.close();
}

class TodoException implements Exception {
  TodoException(this.message);

  final String message;

  @override
  String toString() => 'TodoException: $message';
}
