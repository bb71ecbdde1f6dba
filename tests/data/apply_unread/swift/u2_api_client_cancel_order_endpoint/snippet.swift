enum Endpoint {
    case profile
    case orders(page: Int)
    case order(id: String)
    case updateProfile(ProfileUpdate)
    case cancelOrder(id: String)

    var path: String {
        switch self {
        // ... keep existing code
        case .order(let id):
            return "/orders/\(id)"
        case .cancelOrder(let id):
            return "/orders/\(id)/cancel"
        }
    }

    var method: String {
        switch self {
        case .updateProfile:
            return "PATCH"
        case .cancelOrder:
            return "POST"
        default:
            return "GET"
        }
    }

    // ... keep existing code
}

// ... keep existing code

final class APIClient {
    // ... keep existing code

    func cancelOrder(id: String) async throws -> Order {
        try await send(.cancelOrder(id: id))
    }
}
