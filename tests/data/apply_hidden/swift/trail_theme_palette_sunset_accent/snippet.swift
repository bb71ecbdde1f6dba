    var accent: Color {
        switch self {
        // ...
        case .sunset: return Color(hex: 0xE8590C)
        // ...
        }
    }
