import 'dart:convert';

import 'package:shared_preferences/shared_preferences.dart';

class Todo {
  Todo({
    required this.id,
    required this.title,
    this.done = false,
  });

  final String id;
  final String title;
  final bool done;

  Todo copyWith({String? title, bool? done}) {
    return Todo(
      id: id,
      title: title ?? this.title,
      done: done ?? this.done,
    );
  }

  factory Todo.fromJson(Map<String, dynamic> json) {
    return Todo(
      id: json['id'] as String,
      title: json['title'] as String,
      done: json['done'] as bool? ?? false,
    );
  }

  Map<String, dynamic> toJson() => {
        'id': id,
        'title': title,
        'done': done,
      };
}

class TodoRepository {
  TodoRepository(this._prefs);

  static const _storageKey = 'todos.v1';

  final SharedPreferences _prefs;

  List<Todo> loadAll() {
    final raw = _prefs.getString(_storageKey);
    if (raw == null) return [];
    final decoded = jsonDecode(raw) as List<dynamic>;
    return decoded
        .map((entry) => Todo.fromJson(entry as Map<String, dynamic>))
        .toList();
  }

  Future<void> saveAll(List<Todo> todos) async {
    final encoded = jsonEncode(todos.map((t) => t.toJson()).toList());
    await _prefs.setString(_storageKey, encoded);
  }

  Future<void> add(Todo todo) async {
    final todos = loadAll()..add(todo);
    await saveAll(todos);
  }

  Future<void> toggle(String id) async {
    final todos = loadAll()
        .map((t) => t.id == id ? t.copyWith(done: !t.done) : t)
        .toList();
    await saveAll(todos);
  }

  Future<void> delete(String id) async {
    final todos = loadAll()..removeWhere((t) => t.id == id);
    await saveAll(todos);
  }

  List<Todo> pending() => loadAll().where((t) => !t.done).toList();
}
