  // ... existing code ...
      completedAt: completedAt ?? this.completedAt,
    );
  }

  bool isOverdue([DateTime? now]) {
    final due = dueDate;
    if (isDone || due == null) return false;
    return due.isBefore(now ?? DateTime.now());
  }

  Map<String, dynamic> toJson() => {
  // ... existing code ...
