// ... existing code ...

  Future<Post?> fetchPost(int id) async {
    final uri = Uri.parse('$baseUrl/posts/$id');
    final response = await _client.get(uri).timeout(const Duration(seconds: 10));
    if (response.statusCode == 404) {
      return null;
    }
    if (response.statusCode != 200) {
      throw PostRepositoryException('Failed to load post $id', statusCode: response.statusCode);
    }
    return Post.fromJson(jsonDecode(response.body) as Map<String, dynamic>);
  }

// ... existing code ...
