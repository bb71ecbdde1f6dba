import 'dart:convert';

import 'package:http/http.dart' as http;

import '../models/post.dart';

class PostRepositoryException implements Exception {
  PostRepositoryException(this.message, {this.statusCode});

  final String message;
  final int? statusCode;

  @override
  String toString() => 'PostRepositoryException($statusCode): $message';
}

class PostRepository {
  PostRepository({required this.baseUrl, http.Client? client})
      : _client = client ?? http.Client();

  final String baseUrl;
  final http.Client _client;

  Future<List<Post>> fetchPosts({int page = 1}) async {
    final uri = Uri.parse('$baseUrl/posts?page=$page');
    final response = await _client.get(uri);
    if (response.statusCode != 200) {
      throw PostRepositoryException('Failed to load posts', statusCode: response.statusCode);
    }
    final data = jsonDecode(response.body) as List<dynamic>;
    return data.map((e) => Post.fromJson(e as Map<String, dynamic>)).toList();
  }

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

  Future<Post> createPost(String title, String body) async {
    final uri = Uri.parse('$baseUrl/posts');
    final response = await _client.post(
      uri,
      headers: {'Content-Type': 'application/json'},
      body: jsonEncode({'title': title, 'body': body}),
    );
    if (response.statusCode != 201) {
      throw PostRepositoryException('Failed to create post', statusCode: response.statusCode);
    }
    return Post.fromJson(jsonDecode(response.body) as Map<String, dynamic>);
  }

  void dispose() => _client.close();
}
