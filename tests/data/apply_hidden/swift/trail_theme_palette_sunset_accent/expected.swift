import SwiftUI

enum TrailTheme: String, CaseIterable, Identifiable {
    case ocean
    case forest
    case sunset
    case slate

    var id: String { rawValue }

    var displayName: String {
        switch self {
        case .ocean: return "Ocean"
        case .forest: return "Forest"
        case .sunset: return "Sunset"
        case .slate: return "Slate"
        }
    }

    var background: Color {
        switch self {
        case .ocean: return Color(hex: 0xE8F4FD)
        case .forest: return Color(hex: 0xEEF6EC)
        case .sunset: return Color(hex: 0xFFF1E6)
        case .slate: return Color(hex: 0xF1F3F5)
        }
    }

    var surface: Color {
        switch self {
        case .ocean: return Color(hex: 0xFFFFFF)
        case .forest: return Color(hex: 0xFFFFFF)
        case .sunset: return Color(hex: 0xFFFAF5)
        case .slate: return Color(hex: 0xF8F9FA)
        }
    }

    var accent: Color {
        switch self {
        case .ocean: return Color(hex: 0x0A84FF)
        case .forest: return Color(hex: 0x2E7D32)
        case .sunset: return Color(hex: 0xE8590C)
        case .slate: return Color(hex: 0x495057)
        }
    }

    var textPrimary: Color {
        switch self {
        case .ocean: return Color(hex: 0x0B2545)
        case .forest: return Color(hex: 0x1B3A1F)
        case .sunset: return Color(hex: 0x3E1F0D)
        case .slate: return Color(hex: 0x212529)
        }
    }
}

extension Color {
    init(hex: UInt32, opacity: Double = 1.0) {
        let red = Double((hex >> 16) & 0xFF) / 255.0
        let green = Double((hex >> 8) & 0xFF) / 255.0
        let blue = Double(hex & 0xFF) / 255.0
        self.init(.sRGB, red: red, green: green, blue: blue, opacity: opacity)
    }
}
