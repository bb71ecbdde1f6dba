import Combine
import Foundation
import UIKit

struct Habit: Identifiable, Codable, Equatable {
    let id: UUID
    var name: String
    var emoji: String
    var completions: [Date]
    var archived: Bool = false
}

@MainActor
final class HabitListViewModel: ObservableObject {
    @Published private(set) var habits: [Habit] = []
    @Published var showArchived = false
    @Published var errorMessage: String?

    private let repository: HabitRepository
    private let calendar: Calendar
    private let now: () -> Date
    private var cancellables = Set<AnyCancellable>()

    init(repository: HabitRepository, calendar: Calendar = .current, now: @escaping () -> Date = Date.init) {
        self.repository = repository
        self.calendar = calendar
        self.now = now
        repository.habitsPublisher
            .receive(on: DispatchQueue.main)
            .sink { [weak self] in self?.habits = $0 }
            .store(in: &cancellables)
    }

    var visibleHabits: [Habit] {
        habits.filter { showArchived || !$0.archived }
    }

    func isDoneToday(_ habit: Habit) -> Bool {
        habit.completions.contains { calendar.isDate($0, inSameDayAs: now()) }
    }

    func streak(for habit: Habit) -> Int {
        var count = 0
        var day = calendar.startOfDay(for: now())
        while habit.completions.contains(where: { calendar.isDate($0, inSameDayAs: day) }) {
            count += 1
            guard let previous = calendar.date(byAdding: .day, value: -1, to: day) else { break }
            day = previous
        }
        return count
    }

    func markDone(_ habit: Habit) {
        guard !isDoneToday(habit) else { return }
        var updated = habit
        updated.completions.append(now())
        save(updated)
        UIImpactFeedbackGenerator(style: .medium).impactOccurred()
    }

    func undoToday(_ habit: Habit) {
        var updated = habit
        updated.completions.removeAll { calendar.isDate($0, inSameDayAs: now()) }
        save(updated)
    }

    func archive(_ habit: Habit) {
        var updated = habit
        updated.archived = true
        save(updated)
    }

    private func save(_ habit: Habit) {
        Task {
            do {
                try await repository.save(habit)
            } catch {
                errorMessage = error.localizedDescription
            }
        }
    }
}
