  Future<List<User>> fetchUsers({int page = 1}) async {
    final response = await _client.get(Uri.parse('$baseUrl/users?page=$page'), headers: _headers);
    _check(response);
    final data = jsonDecode(response.body) as Map<String, dynamic>;
    return (data['items'] as List)
        .map((e) => User.fromJson(e as Map<String, dynamic>))
        .where((user) => !user.isDeleted)
        .toList();
  }

  // ... existing code ...
