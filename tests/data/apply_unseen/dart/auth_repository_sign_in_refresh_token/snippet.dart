class AuthRepository {
  // ... existing code ...

  Future<User> signIn(String email, String password) async {
    final response = await _client.post(
      baseUrl.resolve('/auth/login'),
      headers: {'Content-Type': 'application/json'},
      body: jsonEncode({'email': email.trim().toLowerCase(), 'password': password}),
    );
    if (response.statusCode == 401) {
      throw AuthException('Invalid email or password', statusCode: 401);
    }
    if (response.statusCode != 200) {
      throw AuthException('Sign in failed', statusCode: response.statusCode);
    }
    final body = jsonDecode(response.body) as Map<String, dynamic>;
    await _storage.saveAccessToken(body['access_token'] as String);
    final refreshToken = body['refresh_token'] as String?;
    if (refreshToken != null) {
      await _storage.saveRefreshToken(refreshToken);
    }
    return User.fromJson(body['user'] as Map<String, dynamic>);
  }

  // ... existing code ...
}
