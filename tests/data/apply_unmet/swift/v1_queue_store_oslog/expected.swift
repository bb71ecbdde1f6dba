import Foundation
import Combine
import OSLog

private let log = Logger(subsystem: "org.observatory.queue", category: "store")

struct QueuedObservation: Codable, Identifiable, Equatable {
    let id: UUID
    let targetName: String
    let raDeg: Double
    let decDeg: Double
    let filter: String
    let exposureSeconds: Double
    var priority: Int
    var state: State

    enum State: String, Codable {
        case pending, slewing, exposing, done, aborted
    }
}

enum QueueAPIError: Error {
    case badStatus(Int)
    case decoding(Error)
}

@MainActor
final class ObservingQueueStore: ObservableObject {
    @Published private(set) var observations: [QueuedObservation] = []
    @Published private(set) var lastError: String?
    @Published var isRefreshing = false

    private let baseURL: URL
    private let session: URLSession
    private let decoder: JSONDecoder = {
        let d = JSONDecoder()
        d.keyDecodingStrategy = .convertFromSnakeCase
        return d
    }()

    init(baseURL: URL, session: URLSession = .shared) {
        self.baseURL = baseURL
        self.session = session
    }

    var pending: [QueuedObservation] {
        observations
            .filter { $0.state == .pending }
            .sorted { $0.priority > $1.priority }
    }

    func refresh() async {
        isRefreshing = true
        defer { isRefreshing = false }
        do {
            let url = baseURL.appendingPathComponent("queue/tonight")
            let (data, response) = try await session.data(from: url)
            if let http = response as? HTTPURLResponse, http.statusCode != 200 {
                throw QueueAPIError.badStatus(http.statusCode)
            }
            observations = try decoder.decode([QueuedObservation].self, from: data)
            lastError = nil
        } catch {
            log.error("queue refresh failed: \(error.localizedDescription, privacy: .public)")
            lastError = "Could not load tonight's queue."
        }
    }

    func abort(_ observation: QueuedObservation) async {
        var request = URLRequest(url: baseURL.appendingPathComponent("queue/\(observation.id)/abort"))
        request.httpMethod = "POST"
        do {
            let (_, response) = try await session.data(for: request)
            if let http = response as? HTTPURLResponse, http.statusCode != 202 {
                throw QueueAPIError.badStatus(http.statusCode)
            }
            if let idx = observations.firstIndex(where: { $0.id == observation.id }) {
                observations[idx].state = .aborted
            }
        } catch {
            log.error("abort failed for \(observation.targetName, privacy: .public): \(error.localizedDescription, privacy: .public)")
            lastError = "Could not abort \(observation.targetName)."
        }
    }
}
