// ... existing code ...

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

    var queryItems: [URLQueryItem] {
        switch self {
        case .listProjects(let page):
            return [URLQueryItem(name: "page", value: String(page))]
        default:
            return []
        }
    }

// ... existing code ...
