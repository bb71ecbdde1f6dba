// ... existing code ...

impl AttendanceLog {
    /// District policy: every three tardies count as one absence.
    pub const TARDIES_PER_ABSENCE: usize = 3;

    // ... existing methods ...

    pub fn absence_rate(&self, student: StudentId) -> f64 {
        let total = self
            .entries
            .iter()
            .filter(|((s, _), m)| *s == student && **m != Mark::Excused)
            .count();
        if total == 0 {
            return 0.0;
        }
        let absent = self.count(student, Mark::Absent)
            + self.count(student, Mark::Tardy) / Self::TARDIES_PER_ABSENCE;
        absent as f64 / total as f64
    }

    // ... existing methods ...
}

// ... existing code ...
