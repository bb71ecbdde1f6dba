import Foundation

struct Loan: Decodable {
    let id: Int
    let title: String
    let dueDate: Date
    let renewalsLeft: Int
}

struct Hold: Decodable {
    let id: Int
    let title: String
    let status: String
    let pickupBranch: String
    let position: Int?
}

struct Fine: Decodable {
    let id: Int
    let amountCents: Int
    let reason: String
}

enum PatronAPIError: Error {
    case badStatus(Int)
    case notAuthenticated
}

/// Talks to the lending system's patron API for the "My Account" tab.
final class PatronAPI {
    private let baseURL: URL
    private let session: URLSession
    private let decoder: JSONDecoder
    var accessToken: String?

    init(baseURL: URL, session: URLSession = .shared) {
        self.baseURL = baseURL
        self.session = session
        self.decoder = JSONDecoder()
        self.decoder.dateDecodingStrategy = .iso8601
    }

    func loans() async throws -> [Loan] {
        var request = URLRequest(url: baseURL.appendingPathComponent("me/loans"))
        request.cachePolicy = .reloadRevalidatingCacheData
        return try await send(request)
    }

    func holds() async throws -> [Hold] {
        var request = URLRequest(url: baseURL.appendingPathComponent("me/holds"))
        request.cachePolicy = .reloadRevalidatingCacheData
        return try await send(request)
    }

    func fines() async throws -> [Fine] {
        var request = URLRequest(url: baseURL.appendingPathComponent("me/fines"))
        request.cachePolicy = .reloadRevalidatingCacheData
        return try await send(request)
    }

    private func send<T: Decodable>(_ request: URLRequest) async throws -> T {
        guard let token = accessToken else { throw PatronAPIError.notAuthenticated }
        var request = request
        request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        let (data, response) = try await session.data(for: request)
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        guard (200..<300).contains(status) else { throw PatronAPIError.badStatus(status) }
        return try decoder.decode(T.self, from: data)
    }
}
