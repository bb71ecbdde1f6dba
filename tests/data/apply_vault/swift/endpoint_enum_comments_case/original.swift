import Foundation

enum HTTPMethod: String {
    case get = "GET"
    case post = "POST"
    case put = "PUT"
    case delete = "DELETE"
}

enum Endpoint {
    case feed(page: Int)
    case post(id: Int)
    case createPost(title: String, body: String)
    case updatePost(id: Int, title: String, body: String)
    case deletePost(id: Int)
    case profile(username: String)

    var path: String {
        switch self {
        case .feed:
            return "/v1/feed"
        case .post(let id), .updatePost(let id, _, _), .deletePost(let id):
            return "/v1/posts/\(id)"
        case .createPost:
            return "/v1/posts"
        case .profile(let username):
            return "/v1/users/\(username)"
        }
    }

    var method: HTTPMethod {
        switch self {
        case .feed, .post, .profile:
            return .get
        case .createPost:
            return .post
        case .updatePost:
            return .put
        case .deletePost:
            return .delete
        }
    }

    var queryItems: [URLQueryItem] {
        switch self {
        case .feed(let page):
            return [URLQueryItem(name: "page", value: String(page))]
        default:
            return []
        }
    }

    var body: Data? {
        switch self {
        case .createPost(let title, let body), .updatePost(_, let title, let body):
            return try? JSONEncoder().encode(["title": title, "body": body])
        default:
            return nil
        }
    }

    func request(baseURL: URL) -> URLRequest {
        var components = URLComponents(url: baseURL.appendingPathComponent(path), resolvingAgainstBaseURL: false)!
        if !queryItems.isEmpty {
            components.queryItems = queryItems
        }
        var request = URLRequest(url: components.url!)
        request.httpMethod = method.rawValue
        request.httpBody = body
        if body != nil {
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        return request
    }
}
