import Foundation

struct ProfileUpdate: Encodable {
    var displayName: String?
    var avatarURL: URL?
}

enum Endpoint {
    case profile
    case orders(page: Int)
    case order(id: String)
    case updateProfile(ProfileUpdate)

    var path: String {
        switch self {
        case .profile, .updateProfile:
            return "/me"
        case .orders:
            return "/orders"
        case .order(let id):
            return "/orders/\(id)"
        }
    }

    var method: String {
        switch self {
        case .updateProfile:
            return "PATCH"
        default:
            return "GET"
        }
    }

    var queryItems: [URLQueryItem] {
        switch self {
        case .orders(let page):
            return [URLQueryItem(name: "page", value: String(page))]
        default:
            return []
        }
    }
}

enum APIError: Error {
    case badStatus(Int)
    case decoding(Error)
}

final class APIClient {
    private let baseURL: URL
    private let session: URLSession
    private let decoder: JSONDecoder

    init(baseURL: URL, session: URLSession = .shared) {
        self.baseURL = baseURL
        self.session = session
        self.decoder = JSONDecoder()
        self.decoder.dateDecodingStrategy = .iso8601
    }

    private func send<T: Decodable>(_ endpoint: Endpoint, body: Data? = nil) async throws -> T {
        var components = URLComponents(url: baseURL.appendingPathComponent(endpoint.path), resolvingAgainstBaseURL: false)!
        if !endpoint.queryItems.isEmpty {
            components.queryItems = endpoint.queryItems
        }
        var request = URLRequest(url: components.url!)
        request.httpMethod = endpoint.method
        request.httpBody = body
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")

        let (data, response) = try await session.data(for: request)
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        guard (200..<300).contains(status) else {
            throw APIError.badStatus(status)
        }
        do {
            return try decoder.decode(T.self, from: data)
        } catch {
            throw APIError.decoding(error)
        }
    }

    func fetchProfile() async throws -> Profile {
        try await send(.profile)
    }

    func fetchOrders(page: Int = 1) async throws -> [Order] {
        try await send(.orders(page: page))
    }

    func fetchOrder(id: String) async throws -> Order {
        try await send(.order(id: id))
    }

    func updateProfile(_ update: ProfileUpdate) async throws -> Profile {
        let body = try JSONEncoder().encode(update)
        return try await send(.updateProfile(update), body: body)
    }
}
