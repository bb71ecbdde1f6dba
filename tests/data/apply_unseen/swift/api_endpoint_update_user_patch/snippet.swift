    var method: HTTPMethod {
        switch self {
        // ... existing code ...
        case .updateUser:
            return .patch
        // ... existing code ...
        }
    }
