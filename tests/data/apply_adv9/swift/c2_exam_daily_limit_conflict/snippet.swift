// ... existing code ...

    func conflicts(for exam: Exam) -> [ScheduleProblem] {
        var problems: [ScheduleProblem] = []
        for other in exams where other.slot == exam.slot {
            if other.roomCode == exam.roomCode {
                problems.append(.roomDoubleBooked(room: exam.roomCode, slot: exam.slot))
            }
            for student in other.candidateIDs.intersection(exam.candidateIDs) {
                problems.append(.studentClash(student: student, slot: exam.slot))
            }
        }

        // A student may sit at most `maxExamsPerDay` papers on one calendar day.
        let sameDay = exams(on: exam.slot.day)
        for student in exam.candidateIDs.sorted() {
            let alreadySitting = sameDay.filter { $0.candidateIDs.contains(student) }.count
            if alreadySitting >= maxExamsPerDay {
                problems.append(.tooManyInOneDay(student: student, day: exam.slot.day))
            }
        }
        return problems
    }

// ... existing code ...
