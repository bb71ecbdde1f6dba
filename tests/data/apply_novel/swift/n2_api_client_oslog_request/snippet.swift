import Foundation
import OSLog

// ... existing code ...

final class APIClient {
    private static let logger = Logger(subsystem: "com.example.app", category: "network")

    private let baseURL: URL
    // ... existing code ...

    func send<Response>(_ endpoint: Endpoint<Response>) async throws -> Response {
        let request = try makeRequest(for: endpoint)
        Self.logger.debug("\(endpoint.method) \(endpoint.path)")
        let (data, response) = try await session.data(for: request)
        guard let http = response as? HTTPURLResponse else {
            throw APIError.invalidResponse
        }
        guard (200..<300).contains(http.statusCode) else {
            Self.logger.error("\(endpoint.path) failed with HTTP \(http.statusCode)")
            throw APIError.http(status: http.statusCode, body: data)
        }
        // ... existing code ...
    }
