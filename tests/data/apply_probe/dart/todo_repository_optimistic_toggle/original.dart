import 'dart:async';

import '../api/todo_api.dart';
import '../models/todo.dart';

class TodoNotFoundException implements Exception {
  TodoNotFoundException(this.id);

  final String id;

  @override
  String toString() => 'Todo $id not found';
}

class TodoRepository {
  TodoRepository(this._api);

  final TodoApi _api;
  final Map<String, Todo> _cache = {};
  final StreamController<List<Todo>> _controller =
      StreamController<List<Todo>>.broadcast();

  Stream<List<Todo>> watchAll() => _controller.stream;

  Future<List<Todo>> loadAll() async {
    final todos = await _api.fetchTodos();
    _cache
      ..clear()
      ..addEntries(todos.map((t) => MapEntry(t.id, t)));
    _emit();
    return todos;
  }

  Future<Todo> add(String title) async {
    final created = await _api.createTodo(title: title);
    _cache[created.id] = created;
    _emit();
    return created;
  }

  Future<Todo> toggleCompleted(String id) async {
    final todo = _cache[id];
    if (todo == null) {
      throw TodoNotFoundException(id);
    }
    final updated = todo.copyWith(completed: !todo.completed);
    await _api.updateTodo(updated);
    _cache[id] = updated;
    _emit();
    return updated;
  }

  Future<void> delete(String id) async {
    await _api.deleteTodo(id);
    _cache.remove(id);
    _emit();
  }

  Future<int> clearCompleted() async {
    final done = _cache.values.where((t) => t.completed).toList();
    await Future.wait(done.map((t) => _api.deleteTodo(t.id)));
    for (final t in done) {
      _cache.remove(t.id);
    }
    _emit();
    return done.length;
  }

  void _emit() => _controller.add(List.unmodifiable(_cache.values));

  Future<void> dispose() => _controller.close();
}
