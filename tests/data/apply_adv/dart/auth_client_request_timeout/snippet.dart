import 'dart:async';
import 'dart:convert';

import 'package:http/http.dart' as http;

// ... existing imports ...

class AuthClient {
  // ... existing code ...

  static const _jsonHeaders = {'Content-Type': 'application/json'};
  static const _timeout = Duration(seconds: 15);

  Future<AuthTokens> login(String email, String password) async {
    final http.Response response;
    try {
      response = await _http
          .post(
            baseUrl.resolve('/auth/login'),
            headers: _jsonHeaders,
            body: jsonEncode({'email': email, 'password': password}),
          )
          .timeout(_timeout);
    } on TimeoutException {
      throw const AuthException('login timed out');
    }
    final tokens = _parseTokens(response);
    await storage.save(tokens);
    return tokens;
  }

  // ... existing code ...
}
