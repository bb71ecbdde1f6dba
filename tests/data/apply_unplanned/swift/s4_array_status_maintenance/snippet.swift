// ...

enum ArrayStatus: String, Codable {
    case producing
    case idle
    case fault
    case offline
    case maintenance

    var label: String {
        switch self {
        case .producing: return "Producing"
        case .idle: return "Idle"
        case .fault: return "Fault"
        case .offline: return "Offline"
        case .maintenance: return "Under maintenance"
        }
    }

    var color: Color {
        switch self {
        case .producing: return .green
        case .idle: return .gray
        case .fault: return .red
        case .offline: return .orange
        case .maintenance: return .blue
        }
    }

    // ...
}

// ... (rest unchanged) ...
