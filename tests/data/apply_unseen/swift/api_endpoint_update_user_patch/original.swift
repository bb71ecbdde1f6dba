import Foundation

enum HTTPMethod: String {
    case get = "GET"
    case post = "POST"
    case put = "PUT"
    case patch = "PATCH"
    case delete = "DELETE"
}

enum Endpoint {
    case listUsers(page: Int)
    case user(id: UUID)
    case createUser
    case updateUser(id: UUID)
    case deleteUser(id: UUID)
    case listTeams
    case addMember(teamID: UUID, userID: UUID)
    case removeMember(teamID: UUID, userID: UUID)

    var path: String {
        switch self {
        case .listUsers:
            return "/v2/users"
        case .user(let id):
            return "/v2/users/\(id.uuidString)"
        case .createUser:
            return "/v2/users"
        case .updateUser(let id):
            return "/v2/users/\(id.uuidString)"
        case .deleteUser(let id):
            return "/v2/users/\(id.uuidString)"
        case .listTeams:
            return "/v2/teams"
        case .addMember(let teamID, _):
            return "/v2/teams/\(teamID.uuidString)/members"
        case .removeMember(let teamID, let userID):
            return "/v2/teams/\(teamID.uuidString)/members/\(userID.uuidString)"
        }
    }

    var method: HTTPMethod {
        switch self {
        case .listUsers:
            return .get
        case .user:
            return .get
        case .createUser:
            return .post
        case .updateUser:
            return .put
        case .deleteUser:
            return .delete
        case .listTeams:
            return .get
        case .addMember:
            return .post
        case .removeMember:
            return .delete
        }
    }

    var queryItems: [URLQueryItem] {
        switch self {
        case .listUsers(let page):
            return [URLQueryItem(name: "page", value: String(page))]
        default:
            return []
        }
    }

    func request(baseURL: URL) -> URLRequest {
        var components = URLComponents(url: baseURL.appendingPathComponent(path), resolvingAgainstBaseURL: false)!
        let items = queryItems
        components.queryItems = items.isEmpty ? nil : items
        var request = URLRequest(url: components.url!)
        request.httpMethod = method.rawValue
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        return request
    }
}
