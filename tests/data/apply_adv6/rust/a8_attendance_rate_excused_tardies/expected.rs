use std::collections::HashMap;
use std::fmt;

use chrono::NaiveDate;

pub type StudentId = u32;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Mark {
    Present,
    Tardy,
    Absent,
    Excused,
}

/// Daily attendance for one course section.
#[derive(Debug, Default)]
pub struct AttendanceLog {
    section_code: String,
    entries: HashMap<(StudentId, NaiveDate), Mark>,
}

impl AttendanceLog {
    /// District policy: every three tardies count as one absence.
    pub const TARDIES_PER_ABSENCE: usize = 3;

    pub fn new(section_code: impl Into<String>) -> Self {
        Self {
            section_code: section_code.into(),
            entries: HashMap::new(),
        }
    }

    /// Records a mark, returning the previous one if the day was already taken.
    pub fn record(&mut self, student: StudentId, day: NaiveDate, mark: Mark) -> Option<Mark> {
        self.entries.insert((student, day), mark)
    }

    pub fn count(&self, student: StudentId, mark: Mark) -> usize {
        self.entries
            .iter()
            .filter(|((s, _), m)| *s == student && **m == mark)
            .count()
    }

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

    /// Students at or above the given absence rate, e.g. 0.10 for chronic absence.
    pub fn chronic_absentees(&self, threshold: f64) -> Vec<StudentId> {
        let mut students: Vec<StudentId> = self.entries.keys().map(|(s, _)| *s).collect();
        students.sort_unstable();
        students.dedup();
        students
            .into_iter()
            .filter(|s| self.absence_rate(*s) >= threshold)
            .collect()
    }
}

impl fmt::Display for AttendanceLog {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({} marks)", self.section_code, self.entries.len())
    }
}
