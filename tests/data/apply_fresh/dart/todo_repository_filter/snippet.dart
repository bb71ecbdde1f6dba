  // ... constructor and fields unchanged ...

  Future<List<Todo>> fetchTodos({bool? completed, int limit = 50}) async {
    final uri = baseUrl.resolve('/todos').replace(queryParameters: {
      if (completed != null) 'completed': '$completed',
      '_limit': '$limit',
    });
    final response = await _client.get(uri);
    if (response.statusCode != 200) {
      throw TodoException('Failed to load todos (${response.statusCode})');
    }
    // ... decoding unchanged ...
  }

  // ... rest of the repository ...
