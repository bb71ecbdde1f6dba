enum Endpoint {
    case user(login: String)
    case repos(owner: String)
    case searchRepos(query: String, page: Int)
    // ... other cases ...

    var path: String {
        switch self {
        // ... existing cases ...
        case .closeIssue(let owner, let repo, let number):
            return "/repos/\(owner)/\(repo)/issues/\(number)"
        case .searchRepos:
            return "/search/repositories"
        }
    }

    // ... method unchanged ...

    var queryItems: [URLQueryItem] {
        switch self {
        case .issues(_, _, let state):
            return [URLQueryItem(name: "state", value: state)]
        case .searchRepos(let query, let page):
            return [
                URLQueryItem(name: "q", value: query),
                URLQueryItem(name: "page", value: String(page)),
            ]
        default:
            return []
        }
    }

    // ... makeRequest unchanged ...
}
