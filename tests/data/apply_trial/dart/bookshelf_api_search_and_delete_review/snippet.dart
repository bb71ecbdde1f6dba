// ... keep existing code

  Future<List<Book>> fetchBooks({int page = 1, String? query}) async {
    final uri = Uri.parse('$baseUrl/books').replace(queryParameters: {
      'page': '$page',
      if (query != null && query.isNotEmpty) 'q': query,
    });
    final response = await _client.get(uri, headers: _headers);
    _check(response);
    // ... keep existing code
  }

// ... keep existing code

  Future<void> deleteReview(String bookId, String reviewId) async {
    final response = await _client.delete(
      Uri.parse('$baseUrl/books/$bookId/reviews/$reviewId'),
      headers: _headers,
    );
    _check(response);
  }

  void _check(http.Response response) {
// ... keep existing code
