@immutable
class JournalEntry {
  // ... keep existing code
  final List<String> tags;
  final String? mood;

  const JournalEntry({
    // ... keep existing code
    this.tags = const [],
    this.mood,
  });

  factory JournalEntry.fromJson(Map<String, dynamic> json) {
    return JournalEntry(
      // ... keep existing code
      tags: (json['tags'] as List<dynamic>? ?? const [])
          .map((tag) => tag as String)
          .toList(),
      mood: json['mood'] as String?,
    );
  }

  Map<String, dynamic> toJson() => {
        // ... keep existing code
        'tags': tags,
        if (mood != null) 'mood': mood,
      };

  // ... keep existing code
}
