import Foundation

enum HTTPMethod: String {
    case get = "GET"
    case post = "POST"
    case put = "PUT"
    case delete = "DELETE"
}

enum APIEndpoint {
    case listProjects(page: Int)
    case project(id: String)
    case createProject(name: String)
    case deleteProject(id: String)
    case members(projectID: String)
}

extension APIEndpoint {
    var path: String {
        switch self {
        case .listProjects:
            return "/projects"
        case .project(let id), .deleteProject(let id):
            return "/projects/\(id)"
        case .createProject:
            return "/projects"
        case .members(let projectID):
            return "/projects/\(projectID)/members"
        }
    }

    var method: HTTPMethod {
        switch self {
        case .listProjects, .project, .members:
            return .get
        case .createProject:
            return .post
        case .deleteProject:
            return .delete
        }
    }

    /// Query items understood by the v1 gateway only.
    var legacyQueryItems: [URLQueryItem] {
        switch self {
        case .listProjects(let page):
            return [URLQueryItem(name: "p", value: String(page)), URLQueryItem(name: "fmt", value: "json")]
        default:
            return [URLQueryItem(name: "fmt", value: "json")]
        }
    }

    var queryItems: [URLQueryItem] {
        switch self {
        case .listProjects(let page):
            return [URLQueryItem(name: "page", value: String(page))]
        default:
            return []
        }
    }

    func makeRequest(baseURL: URL) -> URLRequest {
        var components = URLComponents(url: baseURL.appendingPathComponent(path), resolvingAgainstBaseURL: false)!
        if !queryItems.isEmpty {
            components.queryItems = queryItems
        }
        var request = URLRequest(url: components.url!)
        request.httpMethod = method.rawValue
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        return request
    }
}
