class Todo {
  Todo({
    required this.id,
    required this.title,
    this.done = false,
    this.dueDate,
  });

  final String id;
  final String title;
  final bool done;
  final DateTime? dueDate;

  bool get isOverdue =>
      !done && dueDate != null && dueDate!.isBefore(DateTime.now());

  /* ... copyWith unchanged ... */

  factory Todo.fromJson(Map<String, dynamic> json) {
    return Todo(
      id: json['id'] as String,
      title: json['title'] as String,
      done: json['done'] as bool? ?? false,
      dueDate: json['dueDate'] == null
          ? null
          : DateTime.parse(json['dueDate'] as String),
    );
  }

  Map<String, dynamic> toJson() => {
        'id': id,
        'title': title,
        'done': done,
        if (dueDate != null) 'dueDate': dueDate!.toIso8601String(),
      };
}

class TodoRepository {
  // ... storage key, loading and saving as before ...

  List<Todo> pending() => loadAll().where((t) => !t.done).toList();

  List<Todo> overdue() => loadAll().where((t) => t.isOverdue).toList();
}
