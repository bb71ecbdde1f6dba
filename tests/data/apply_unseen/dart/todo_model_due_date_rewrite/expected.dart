import 'package:meta/meta.dart';

@immutable
class Todo {
  const Todo({
    required this.id,
    required this.title,
    this.completed = false,
    this.dueDate,
  });

  final String id;
  final String title;
  final bool completed;
  final DateTime? dueDate;

  bool get isOverdue =>
      !completed && dueDate != null && dueDate!.isBefore(DateTime.now());

  Todo copyWith({String? title, bool? completed, DateTime? dueDate}) {
    return Todo(
      id: id,
      title: title ?? this.title,
      completed: completed ?? this.completed,
      dueDate: dueDate ?? this.dueDate,
    );
  }

  factory Todo.fromJson(Map<String, dynamic> json) {
    final due = json['dueDate'] as String?;
    return Todo(
      id: json['id'] as String,
      title: json['title'] as String,
      completed: json['completed'] as bool? ?? false,
      dueDate: due == null ? null : DateTime.parse(due),
    );
  }

  Map<String, dynamic> toJson() => {
        'id': id,
        'title': title,
        'completed': completed,
        if (dueDate != null) 'dueDate': dueDate!.toIso8601String(),
      };

  @override
  bool operator ==(Object other) =>
      other is Todo &&
      other.id == id &&
      other.title == title &&
      other.completed == completed &&
      other.dueDate == dueDate;

  @override
  int get hashCode => Object.hash(id, title, completed, dueDate);

  @override
  String toString() => 'Todo($id, $title, completed: $completed, due: $dueDate)';
}
