import Foundation

struct ExamSlot: Hashable {
    let day: Date
    let index: Int

    var label: String {
        let formatter = DateFormatter()
        formatter.dateFormat = "EEE d MMM"
        return "\(formatter.string(from: day)) slot \(index + 1)"
    }
}

struct Exam {
    let courseCode: String
    let roomCode: String
    let slot: ExamSlot
    let candidateIDs: Set<String>
}

enum ScheduleProblem: Equatable {
    case roomDoubleBooked(room: String, slot: ExamSlot)
    case studentClash(student: String, slot: ExamSlot)
    case tooManyInOneDay(student: String, day: Date)
}

final class ExamScheduler {
    private(set) var exams: [Exam] = []
    private let calendar: Calendar
    private let maxExamsPerDay: Int

    init(calendar: Calendar = .current, maxExamsPerDay: Int = 2) {
        self.calendar = calendar
        self.maxExamsPerDay = maxExamsPerDay
    }

    func add(_ exam: Exam) -> [ScheduleProblem] {
        let problems = conflicts(for: exam)
        if problems.isEmpty {
            exams.append(exam)
        }
        return problems
    }

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
        return problems
    }

    func exams(on day: Date) -> [Exam] {
        exams.filter { calendar.isDate($0.slot.day, inSameDayAs: day) }
    }

    func exams(in room: String) -> [Exam] {
        exams
            .filter { $0.roomCode == room }
            .sorted { ($0.slot.day, $0.slot.index) < ($1.slot.day, $1.slot.index) }
    }
}
