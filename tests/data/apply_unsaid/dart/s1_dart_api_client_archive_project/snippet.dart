// ...

class ApiClient {
  // ...

  Future<Project> updateProject(Project project) async {
    final response =
        await _send('PUT', '/projects/${project.id}', body: project.toJson());
    return Project.fromJson(_decode(response) as Map<String, dynamic>);
  }

  Future<Project> archiveProject(String id) async {
    final response = await _send('POST', '/projects/$id/archive');
    return Project.fromJson(_decode(response) as Map<String, dynamic>);
  }

  // ... rest of the class ...
}
