import 'dart:async';

import 'package:sqflite/sqflite.dart';

class Todo {
  final int? id;
  final String title;
  final bool done;
  final DateTime createdAt;

  const Todo({
    this.id,
    required this.title,
    this.done = false,
    required this.createdAt,
  });

  Todo copyWith({int? id, String? title, bool? done}) {
    return Todo(
      id: id ?? this.id,
      title: title ?? this.title,
      done: done ?? this.done,
      createdAt: createdAt,
    );
  }

  Map<String, Object?> toMap() {
    return {
      'id': id,
      'title': title,
      'done': done ? 1 : 0,
      'created_at': createdAt.millisecondsSinceEpoch,
    };
  }

  factory Todo.fromMap(Map<String, Object?> map) {
    return Todo(
      id: map['id'] as int?,
      title: map['title'] as String,
      done: (map['done'] as int) == 1,
      createdAt: DateTime.fromMillisecondsSinceEpoch(map['created_at'] as int),
    );
  }
}

class TodoRepository {
  TodoRepository(this._db);

  final Database _db;
  final _changes = StreamController<void>.broadcast();

  Stream<void> get changes => _changes.stream;

  Future<List<Todo>> all() async {
    final rows = await _db.query('todos', orderBy: 'created_at DESC');
    return rows.map(Todo.fromMap).toList();
  }

  Future<Todo> add(String title) async {
    final todo = Todo(title: title, createdAt: DateTime.now());
    final id = await _db.insert('todos', todo.toMap()..remove('id'));
    _changes.add(null);
    return todo.copyWith(id: id);
  }

  Future<void> toggle(Todo todo) async {
    await _db.update(
      'todos',
      {'done': todo.done ? 0 : 1},
      where: 'id = ?',
      whereArgs: [todo.id],
    );
    _changes.add(null);
  }

  Future<void> remove(int id) async {
    await _db.delete('todos', where: 'id = ?', whereArgs: [id]);
    _changes.add(null);
  }

  Future<void> dispose() => _changes.close();
}

class TodoStats {
  const TodoStats(this.total, this.done);

  final int total;
  final int done;

  int get open => total - done;

  double get progress => total == 0 ? 0 : done / total;
}
