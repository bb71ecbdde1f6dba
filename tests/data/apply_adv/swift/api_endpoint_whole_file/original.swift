import Foundation

enum HTTPMethod: String {
    case get = "GET"
    case post = "POST"
    case delete = "DELETE"
}

enum Endpoint {
    case profile
    case feed(page: Int)
    case post(id: String)
    case like(postID: String)
    case unlike(postID: String)

    var path: String {
        switch self {
        case .profile:
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
        case .like:
            return .post
        case .unlike:
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

    func request(baseURL: URL) -> URLRequest {
        var components = URLComponents(url: baseURL.appendingPathComponent(path), resolvingAgainstBaseURL: false)!
        if !queryItems.isEmpty {
            components.queryItems = queryItems
        }
        var request = URLRequest(url: components.url!)
        request.httpMethod = method.rawValue
        return request
    }
}
