import 'package:flutter/foundation.dart';

@immutable
class JournalEntry {
  final String id;
  final String title;
  final String body;
  final DateTime createdAt;
  final List<String> tags;
  final String? mood;

  const JournalEntry({
    required this.id,
    required this.title,
    required this.body,
    required this.createdAt,
    this.tags = const [],
    this.mood,
  });

  factory JournalEntry.fromJson(Map<String, dynamic> json) {
    return JournalEntry(
      id: json['id'] as String,
      title: json['title'] as String,
      body: json['body'] as String? ?? '',
      createdAt: DateTime.parse(json['createdAt'] as String),
      tags: (json['tags'] as List<dynamic>? ?? const [])
          .map((tag) => tag as String)
          .toList(),
      mood: json['mood'] as String?,
    );
  }

  Map<String, dynamic> toJson() => {
        'id': id,
        'title': title,
        'body': body,
        'createdAt': createdAt.toIso8601String(),
        'tags': tags,
        if (mood != null) 'mood': mood,
      };

  String get excerpt {
    final flat = body.replaceAll('\n', ' ').trim();
    return flat.length <= 120 ? flat : '${flat.substring(0, 117)}...';
  }

  int get wordCount =>
      body.split(RegExp(r'\s+')).where((word) => word.isNotEmpty).length;

  bool get isEmpty => title.trim().isEmpty && body.trim().isEmpty;

  @override
  bool operator ==(Object other) =>
      identical(this, other) ||
      other is JournalEntry &&
          other.id == id &&
          other.title == title &&
          other.body == body &&
          other.createdAt == createdAt &&
          listEquals(other.tags, tags);

  @override
  int get hashCode => Object.hash(id, title, body, createdAt, Object.hashAll(tags));

  @override
  String toString() => 'JournalEntry($id, $title)';
}
