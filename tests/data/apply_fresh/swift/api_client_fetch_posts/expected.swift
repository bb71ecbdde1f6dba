import Foundation

enum APIError: Error {
    case invalidResponse
    case httpStatus(Int)
    case decoding(Error)
}

struct User: Decodable {
    let id: Int
    let name: String
    let email: String
}

struct Post: Decodable {
    let id: Int
    let userId: Int
    let title: String
    let body: String
}

final class APIClient {
    private let baseURL: URL
    private let session: URLSession
    private let decoder = JSONDecoder()

    init(baseURL: URL, session: URLSession = .shared) {
        self.baseURL = baseURL
        self.session = session
    }

    func fetchUser(id: Int) async throws -> User {
        let url = baseURL.appendingPathComponent("users/\(id)")
        let (data, response) = try await session.data(from: url)
        guard let http = response as? HTTPURLResponse else {
            throw APIError.invalidResponse
        }
        guard (200..<300).contains(http.statusCode) else {
            throw APIError.httpStatus(http.statusCode)
        }
        do {
            return try decoder.decode(User.self, from: data)
        } catch {
            throw APIError.decoding(error)
        }
    }

    func fetchPosts(userId: Int, page: Int = 1, perPage: Int = 20) async throws -> [Post] {
        var components = URLComponents(url: baseURL.appendingPathComponent("users/\(userId)/posts"), resolvingAgainstBaseURL: false)!
        components.queryItems = [
            URLQueryItem(name: "_page", value: String(page)),
            URLQueryItem(name: "_limit", value: String(perPage)),
        ]
        guard let url = components.url else {
            throw APIError.invalidResponse
        }
        let (data, response) = try await session.data(from: url)
        guard let http = response as? HTTPURLResponse else {
            throw APIError.invalidResponse
        }
        guard (200..<300).contains(http.statusCode) else {
            throw APIError.httpStatus(http.statusCode)
        }
        do {
            return try decoder.decode([Post].self, from: data)
        } catch {
            throw APIError.decoding(error)
        }
    }

    func deletePost(id: Int) async throws {
        var request = URLRequest(url: baseURL.appendingPathComponent("posts/\(id)"))
        request.httpMethod = "DELETE"
        let (_, response) = try await session.data(for: request)
        guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode) else {
            throw APIError.invalidResponse
        }
    }
}
