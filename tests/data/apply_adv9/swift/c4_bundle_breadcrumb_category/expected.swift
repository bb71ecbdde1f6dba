import Foundation

enum BreadcrumbLevel: String {
    case info, warning, error
}

struct Breadcrumb: Codable {
    let timestamp: Date
    let category: String
    let level: String
    let message: String
}

/// Ring buffer of recent game events attached to every crash report.
final class BreadcrumbTrail {
    static let shared = BreadcrumbTrail(capacity: 200)

    private let capacity: Int
    private var items: [Breadcrumb] = []
    private let lock = NSLock()

    init(capacity: Int) {
        self.capacity = capacity
    }

    func record(_ category: String, _ message: String, level: BreadcrumbLevel = .info) {
        lock.lock()
        defer { lock.unlock() }
        items.append(Breadcrumb(timestamp: Date(), category: category, level: level.rawValue, message: message))
        if items.count > capacity {
            items.removeFirst(items.count - capacity)
        }
    }

    func snapshot() -> [Breadcrumb] {
        lock.lock()
        defer { lock.unlock() }
        return items
    }
}

// MARK: - Game event helpers

extension BreadcrumbTrail {
    func sceneLoaded(_ scene: String, seconds: Double) {
        let message = String(format: "loaded %@ in %.2fs", scene, seconds)
        record("scene", message)
    }

    func assetLoaded(_ path: String, bytes: Int) {
        let message = "loaded \(path) (\(bytes) bytes)"
        record("asset", message)
    }

    func bundleMounted(_ bundle: String, bytes: Int) {
        let message = "mounted \(bundle) (\(bytes) bytes)"
        record("bundle", message)
    }

    func bundleMountFailed(_ bundle: String, error: Error) {
        let message = "failed to mount \(bundle): \(error)"
        record("asset", message, level: .error)
    }

    func networkError(_ endpoint: String, status: Int) {
        let message = "\(endpoint) returned \(status)"
        record("net", message, level: .warning)
    }
}
