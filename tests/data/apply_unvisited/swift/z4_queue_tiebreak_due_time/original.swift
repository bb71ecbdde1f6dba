import Foundation

enum TaskPriority: Int, Comparable {
    case routine = 0
    case earlyCheckIn = 1
    case vipArrival = 2
    case guestRequest = 3

    static func < (lhs: TaskPriority, rhs: TaskPriority) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}

struct HousekeepingTask: Identifiable {
    let id: UUID
    let roomNumber: String
    let floor: Int
    let priority: TaskPriority
    let dueAt: Date
    var isDone: Bool
}

final class HousekeepingQueue {
    private var tasks: [HousekeepingTask]

    init(tasks: [HousekeepingTask]) {
        self.tasks = tasks
    }

    func markDone(_ id: UUID) {
        guard let index = tasks.firstIndex(where: { $0.id == id }) else { return }
        tasks[index].isDone = true
    }

    func overdue(at now: Date = Date()) -> [HousekeepingTask] {
        let pending = tasks.filter { !$0.isDone && $0.dueAt < now }
        return pending.sorted { $0.priority > $1.priority }
    }

    func prioritizedQueue(for floor: Int) -> [HousekeepingTask] {
        let pending = tasks.filter { !$0.isDone && $0.floor == floor }
        return pending.sorted { $0.priority > $1.priority }
    }

    func floorsWithPendingWork() -> [Int] {
        let floors = Set(tasks.filter { !$0.isDone }.map(\.floor))
        return floors.sorted()
    }
}
