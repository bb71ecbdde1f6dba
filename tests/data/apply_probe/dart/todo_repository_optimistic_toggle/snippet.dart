  // ... existing code ...

  /// Flips [Todo.completed] optimistically and rolls back if the API call fails.
  Future<Todo> toggleCompleted(String id) async {
    final todo = _cache[id] ?? await _api.fetchTodo(id);
    if (todo == null) {
      throw TodoNotFoundException(id);
    }
    final updated = todo.copyWith(
      completed: !todo.completed,
      completedAt: todo.completed ? null : DateTime.now(),
    );
    _cache[id] = updated;
    _emit();
    try {
      await _api.updateTodo(updated);
    } catch (_) {
      _cache[id] = todo;
      _emit();
      rethrow;
    }
    return updated;
  }

  // ... existing code ...
