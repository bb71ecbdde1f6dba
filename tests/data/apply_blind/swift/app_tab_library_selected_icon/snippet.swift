// ... existing code ...

    var selectedSystemImage: String {
        switch self {
        case .home: return "house.fill"
        case .search: return "magnifyingglass"
        case .library: return "books.vertical.fill"
        case .profile: return "person.crop.circle.fill"
        }
    }
}

// ... existing code ...
