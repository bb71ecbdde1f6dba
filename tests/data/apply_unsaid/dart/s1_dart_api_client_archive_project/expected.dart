import 'dart:convert';

import 'package:http/http.dart' as http;

import 'models/project.dart';

class ApiException implements Exception {
  ApiException(this.statusCode, this.message);

  final int statusCode;
  final String message;

  @override
  String toString() => 'ApiException($statusCode): $message';
}

class ApiClient {
  ApiClient({required this.baseUrl, required this.token, http.Client? client})
      : _client = client ?? http.Client();

  final String baseUrl;
  final String token;
  final http.Client _client;

  Map<String, String> get _headers => {
        'Authorization': 'Bearer $token',
        'Content-Type': 'application/json',
        'Accept': 'application/json',
      };

  Future<http.Response> _send(String method, String path, {Object? body}) async {
    final request = http.Request(method, Uri.parse('$baseUrl$path'))
      ..headers.addAll(_headers);
    if (body != null) request.body = jsonEncode(body);
    final response = await http.Response.fromStream(await _client.send(request));
    if (response.statusCode >= 400) {
      throw ApiException(response.statusCode, response.body);
    }
    return response;
  }

  dynamic _decode(http.Response response) => jsonDecode(response.body);

  Future<List<Project>> listProjects() async {
    final response = await _send('GET', '/projects');
    return (_decode(response) as List)
        .map((e) => Project.fromJson(e as Map<String, dynamic>))
        .toList();
  }

  Future<Project> getProject(String id) async {
    final response = await _send('GET', '/projects/$id');
    return Project.fromJson(_decode(response) as Map<String, dynamic>);
  }

  Future<Project> createProject(String name) async {
    final response = await _send('POST', '/projects', body: {'name': name});
    return Project.fromJson(_decode(response) as Map<String, dynamic>);
  }

  Future<Project> updateProject(Project project) async {
    final response =
        await _send('PUT', '/projects/${project.id}', body: project.toJson());
    return Project.fromJson(_decode(response) as Map<String, dynamic>);
  }

  Future<Project> archiveProject(String id) async {
    final response = await _send('POST', '/projects/$id/archive');
    return Project.fromJson(_decode(response) as Map<String, dynamic>);
  }

  Future<void> deleteProject(String id) async {
    await _send('DELETE', '/projects/$id');
  }

  void close() => _client.close();
}
