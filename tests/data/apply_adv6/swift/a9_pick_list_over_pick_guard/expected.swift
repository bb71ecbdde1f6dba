import Foundation
import Combine

struct PickTask: Identifiable, Equatable {
    let id: UUID
    let sku: String
    let binLocation: String
    let quantity: Int
    var picked: Int = 0

    var isComplete: Bool { picked >= quantity }
}

enum ScanResult: Equatable {
    case accepted(remaining: Int)
    case wrongItem(expected: String)
    case overPick
}

protocol PickListAPI {
    func fetchTasks(listID: String) async throws -> [PickTask]
    func reportPick(taskID: UUID, quantity: Int) async throws
}

protocol HapticsProviding {
    func success()
    func warning()
    func error()
}

@MainActor
final class PickListViewModel: ObservableObject {
    @Published private(set) var tasks: [PickTask] = []
    @Published private(set) var currentIndex: Int = 0
    @Published var lastResult: ScanResult?

    private let api: PickListAPI
    private let haptics: HapticsProviding

    init(api: PickListAPI, haptics: HapticsProviding) {
        self.api = api
        self.haptics = haptics
    }

    var currentTask: PickTask? {
        tasks.indices.contains(currentIndex) ? tasks[currentIndex] : nil
    }

    func load(listID: String) async {
        do {
            tasks = try await api.fetchTasks(listID: listID)
            currentIndex = tasks.firstIndex(where: { !$0.isComplete }) ?? 0
        } catch {
            tasks = []
        }
    }

    func confirmScan(_ barcode: String) {
        guard var task = currentTask else { return }
        guard barcode == task.sku else {
            lastResult = .wrongItem(expected: task.sku)
            haptics.error()
            return
        }
        guard !task.isComplete else {
            lastResult = .overPick
            haptics.error()
            return
        }
        task.picked += 1
        tasks[currentIndex] = task
        lastResult = .accepted(remaining: task.quantity - task.picked)
        haptics.success()
        let pickedID = task.id
        Task { try? await api.reportPick(taskID: pickedID, quantity: 1) }
        if task.isComplete {
            advance()
        }
    }

    func skip() {
        haptics.warning()
        advance()
    }

    private func advance() {
        if let next = tasks.indices.first(where: { $0 > currentIndex && !tasks[$0].isComplete }) {
            currentIndex = next
        }
    }
}
