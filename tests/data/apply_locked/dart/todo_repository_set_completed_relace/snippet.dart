// ... keep existing code

  Future<Todo> create(String title) async {
    // ... keep existing code
  }

  Future<Todo> setCompleted(String id, {required bool completed}) async {
    final response = await _client.patch(
      Uri.parse('$baseUrl/todos/$id'),
      headers: _headers,
      body: jsonEncode({'completed': completed}),
    );
    _check(response);
    return Todo.fromJson(jsonDecode(response.body) as Map<String, dynamic>);
  }

// ... keep existing code
