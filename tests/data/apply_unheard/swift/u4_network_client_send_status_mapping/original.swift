import Foundation

enum APIError: Error, Equatable {
    case invalidURL
    case unauthorized
    case notFound
    case server(statusCode: Int)
    case decoding(String)
}

struct Request {
    var path: String
    var method: String = "GET"
    var query: [URLQueryItem] = []
    var body: Data? = nil
}

final class NetworkClient {
    private let baseURL: URL
    private let session: URLSession
    private let decoder: JSONDecoder
    var authToken: String?

    init(baseURL: URL, session: URLSession = .shared) {
        self.baseURL = baseURL
        self.session = session
        self.decoder = JSONDecoder()
        self.decoder.keyDecodingStrategy = .convertFromSnakeCase
        self.decoder.dateDecodingStrategy = .iso8601
    }

    func makeURLRequest(_ request: Request) throws -> URLRequest {
        let endpoint = baseURL.appendingPathComponent(request.path)
        guard var components = URLComponents(url: endpoint, resolvingAgainstBaseURL: false) else {
            throw APIError.invalidURL
        }
        if !request.query.isEmpty {
            components.queryItems = request.query
        }
        guard let url = components.url else {
            throw APIError.invalidURL
        }
        var urlRequest = URLRequest(url: url)
        urlRequest.httpMethod = request.method
        urlRequest.httpBody = request.body
        urlRequest.setValue("application/json", forHTTPHeaderField: "Accept")
        if let token = authToken {
            urlRequest.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        }
        return urlRequest
    }

    func send<T: Decodable>(_ request: Request, as type: T.Type = T.self) async throws -> T {
        let urlRequest = try makeURLRequest(request)
        let (data, response) = try await session.data(for: urlRequest)
        guard let http = response as? HTTPURLResponse, http.statusCode == 200 else {
            throw APIError.server(statusCode: (response as? HTTPURLResponse)?.statusCode ?? -1)
        }
        return try decoder.decode(T.self, from: data)
    }

    func sendWithoutBody(_ request: Request) async throws {
        let urlRequest = try makeURLRequest(request)
        let (_, response) = try await session.data(for: urlRequest)
        guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode) else {
            throw APIError.server(statusCode: (response as? HTTPURLResponse)?.statusCode ?? -1)
        }
    }
}
