class TodoRepository {
  // ... existing code ...

  Future<int> clearCompleted() async {
    final removed = await _db.delete('todos', where: 'done = ?', whereArgs: [1]);
    if (removed > 0) {
      _changes.add(null);
    }
    return removed;
  }
}
