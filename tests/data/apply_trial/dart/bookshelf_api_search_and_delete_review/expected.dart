import 'dart:convert';

import 'package:http/http.dart' as http;

import '../models/book.dart';
import '../models/review.dart';

class ApiException implements Exception {
  ApiException(this.statusCode, this.message);

  final int statusCode;
  final String message;

  @override
  String toString() => 'ApiException($statusCode): $message';
}

class BookshelfApi {
  BookshelfApi({required this.baseUrl, http.Client? client})
      : _client = client ?? http.Client();

  final String baseUrl;
  final http.Client _client;
  String? _token;

  set token(String? value) => _token = value;

  Map<String, String> get _headers => {
        'Content-Type': 'application/json',
        if (_token != null) 'Authorization': 'Bearer $_token',
      };

  Future<List<Book>> fetchBooks({int page = 1, String? query}) async {
    final uri = Uri.parse('$baseUrl/books').replace(queryParameters: {
      'page': '$page',
      if (query != null && query.isNotEmpty) 'q': query,
    });
    final response = await _client.get(uri, headers: _headers);
    _check(response);
    final data = jsonDecode(response.body) as List<dynamic>;
    return data.map((e) => Book.fromJson(e as Map<String, dynamic>)).toList();
  }

  Future<Book> fetchBook(String id) async {
    final response = await _client.get(
      Uri.parse('$baseUrl/books/$id'),
      headers: _headers,
    );
    _check(response);
    return Book.fromJson(jsonDecode(response.body) as Map<String, dynamic>);
  }

  Future<List<Review>> fetchReviews(String bookId) async {
    final response = await _client.get(
      Uri.parse('$baseUrl/books/$bookId/reviews'),
      headers: _headers,
    );
    _check(response);
    final data = jsonDecode(response.body) as List<dynamic>;
    return data.map((e) => Review.fromJson(e as Map<String, dynamic>)).toList();
  }

  Future<Review> postReview(String bookId, Review review) async {
    final response = await _client.post(
      Uri.parse('$baseUrl/books/$bookId/reviews'),
      headers: _headers,
      body: jsonEncode(review.toJson()),
    );
    _check(response);
    return Review.fromJson(jsonDecode(response.body) as Map<String, dynamic>);
  }

  Future<void> deleteReview(String bookId, String reviewId) async {
    final response = await _client.delete(
      Uri.parse('$baseUrl/books/$bookId/reviews/$reviewId'),
      headers: _headers,
    );
    _check(response);
  }

  void _check(http.Response response) {
    if (response.statusCode >= 200 && response.statusCode < 300) return;
    throw ApiException(response.statusCode, response.body);
  }

  void close() => _client.close();
}
