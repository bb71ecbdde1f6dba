import Foundation

enum HTTPMethod: String {
    case get = "GET"
    case post = "POST"
    case patch = "PATCH"
    case delete = "DELETE"
}

enum Endpoint {
    case profile
    case updateProfile
    case feed(page: Int, pageSize: Int)
    case post(id: String)
    case like(postID: String)
    case unlike(postID: String)

    var path: String {
        switch self {
        case .profile, .updateProfile:
            return "/v1/me"
        case .feed:
            return "/v1/feed"
        case .post(let id):
            return "/v1/posts/\(id)"
        case .like(let postID), .unlike(let postID):
            return "/v1/posts/\(postID)/like"
        }
    }

    var method: HTTPMethod {
        switch self {
        case .profile, .feed, .post:
            return .get
        case .updateProfile:
            return .patch
        case .like:
            return .post
        case .unlike:
            return .delete
        }
    }

    var queryItems: [URLQueryItem] {
        switch self {
        case .feed(let page, let pageSize):
            return [
                URLQueryItem(name: "page", value: String(page)),
                URLQueryItem(name: "page_size", value: String(pageSize)),
            ]
        default:
            return []
        }
    }

    func request(baseURL: URL, timeout: TimeInterval = 30) -> URLRequest {
        var components = URLComponents(url: baseURL.appendingPathComponent(path), resolvingAgainstBaseURL: false)!
        if !queryItems.isEmpty {
            components.queryItems = queryItems
        }
        var request = URLRequest(url: components.url!, timeoutInterval: timeout)
        request.httpMethod = method.rawValue
        if method == .post || method == .patch {
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        return request
    }
}
