  // ... existing code ...

  int fineCents(DateTime now) {
    const graceDays = 2;
    final days = daysOverdue(now) - graceDays;
    if (days <= 0) {
      return 0;
    }
    final rate = switch (materialType) {
      MaterialType.book || MaterialType.magazine => bookDailyCents,
      _ => mediaDailyCents,
    };
    final fine = days * rate;
    return fine > maxFineCents ? maxFineCents : fine;
  }

  // ... existing code ...
