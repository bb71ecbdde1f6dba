class EnrolmentService {
  // ... existing fields, constructor and methods ...

  int seatsRemaining(CourseSection section) {
    final remaining = section.capacity - enrolledCount(section);
    return remaining < 0 ? 0 : remaining;
  }
}
