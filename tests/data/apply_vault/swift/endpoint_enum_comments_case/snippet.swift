enum Endpoint {
    // ... feed / post cases unchanged ...
    case profile(username: String)
    case comments(postID: Int, page: Int)

    var path: String {
        switch self {
        // ... other paths as before ...
        case .profile(let username):
            return "/v1/users/\(username)"
        case .comments(let postID, _):
            return "/v1/posts/\(postID)/comments"
        }
    }

    var method: HTTPMethod {
        switch self {
        case .feed, .post, .profile, .comments:
            return .get
        // ... remaining methods unchanged ...
        }
    }

    var queryItems: [URLQueryItem] {
        switch self {
        case .feed(let page), .comments(_, let page):
            return [URLQueryItem(name: "page", value: String(page))]
        default:
            return []
        }
    }

    // ... body and request(baseURL:) unchanged ...
}
