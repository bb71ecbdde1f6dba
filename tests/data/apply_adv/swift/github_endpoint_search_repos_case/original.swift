import Foundation

enum HTTPMethod: String {
    case get = "GET"
    case post = "POST"
    case patch = "PATCH"
    case delete = "DELETE"
}

enum Endpoint {
    case user(login: String)
    case repos(owner: String)
    case repo(owner: String, name: String)
    case issues(owner: String, repo: String, state: String)
    case createIssue(owner: String, repo: String)
    case closeIssue(owner: String, repo: String, number: Int)

    var path: String {
        switch self {
        case .user(let login):
            return "/users/\(login)"
        case .repos(let owner):
            return "/users/\(owner)/repos"
        case .repo(let owner, let name):
            return "/repos/\(owner)/\(name)"
        case .issues(let owner, let repo, _):
            return "/repos/\(owner)/\(repo)/issues"
        case .createIssue(let owner, let repo):
            return "/repos/\(owner)/\(repo)/issues"
        case .closeIssue(let owner, let repo, let number):
            return "/repos/\(owner)/\(repo)/issues/\(number)"
        }
    }

    var method: HTTPMethod {
        switch self {
        case .createIssue:
            return .post
        case .closeIssue:
            return .patch
        default:
            return .get
        }
    }

    var queryItems: [URLQueryItem] {
        switch self {
        case .issues(_, _, let state):
            return [URLQueryItem(name: "state", value: state)]
        default:
            return []
        }
    }

    func makeRequest(baseURL: URL, token: String?) -> URLRequest {
        var components = URLComponents(url: baseURL.appendingPathComponent(path), resolvingAgainstBaseURL: false)!
        if !queryItems.isEmpty {
            components.queryItems = queryItems
        }
        var request = URLRequest(url: components.url!)
        request.httpMethod = method.rawValue
        request.setValue("application/vnd.github+json", forHTTPHeaderField: "Accept")
        if let token {
            request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        }
        return request
    }
}
