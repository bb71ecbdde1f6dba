import 'package:meta/meta.dart';

enum Priority { low, normal, high }

@immutable
class Todo {
  const Todo({
    required this.id,
    required this.title,
    this.notes = '',
    this.priority = Priority.normal,
    this.dueDate,
    this.completedAt,
  });

  final String id;
  final String title;
  final String notes;
  final Priority priority;
  final DateTime? dueDate;
  final DateTime? completedAt;

  bool get isDone => completedAt != null;

  Todo copyWith({
    String? title,
    String? notes,
    Priority? priority,
    DateTime? dueDate,
    DateTime? completedAt,
  }) {
    return Todo(
      id: id,
      title: title ?? this.title,
      notes: notes ?? this.notes,
      priority: priority ?? this.priority,
      dueDate: dueDate ?? this.dueDate,
      completedAt: completedAt ?? this.completedAt,
    );
  }

  bool isOverdue([DateTime? now]) {
    final due = dueDate;
    if (isDone || due == null) return false;
    return due.isBefore(now ?? DateTime.now());
  }

  Map<String, dynamic> toJson() => {
        'id': id,
        'title': title,
        'notes': notes,
        'priority': priority.name,
        'dueDate': dueDate?.toIso8601String(),
        'completedAt': completedAt?.toIso8601String(),
      };

  factory Todo.fromJson(Map<String, dynamic> json) {
    return Todo(
      id: json['id'] as String,
      title: json['title'] as String,
      notes: json['notes'] as String? ?? '',
      priority: Priority.values.byName(json['priority'] as String? ?? 'normal'),
      dueDate: json['dueDate'] == null ? null : DateTime.parse(json['dueDate'] as String),
      completedAt:
          json['completedAt'] == null ? null : DateTime.parse(json['completedAt'] as String),
    );
  }

  @override
  bool operator ==(Object other) =>
      other is Todo && other.id == id && other.completedAt == completedAt;

  @override
  int get hashCode => Object.hash(id, completedAt);
}
