import Foundation

enum UnitSystem {
    case metric
    case imperial
}

struct ForecastDay {
    let date: Date
    let highCelsius: Double
    let lowCelsius: Double
    let windSpeedKph: Double
    let windGustKph: Double?
    let windBearing: Int
    let precipitationChance: Double
    let condition: String
}

struct ForecastFormatter {
    var units: UnitSystem = .metric
    var locale: Locale = .current

    private var dayFormatter: DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.setLocalizedDateFormatFromTemplate("EEEE d MMM")
        return formatter
    }

    func title(for day: ForecastDay) -> String {
        dayFormatter.string(from: day.date)
    }

    func temperatureText(for day: ForecastDay) -> String {
        switch units {
        case .metric:
            return String(format: "%.0f° / %.0f°", day.highCelsius, day.lowCelsius)
        case .imperial:
            let high = day.highCelsius * 9 / 5 + 32
            let low = day.lowCelsius * 9 / 5 + 32
            return String(format: "%.0f°F / %.0f°F", high, low)
        }
    }

    func windText(for day: ForecastDay) -> String {
        switch units {
        case .metric:
            return String(format: "%.0f km/h", day.windSpeedKph)
        case .imperial:
            return String(format: "%.0f mph", day.windSpeedKph * 0.621371)
        }
    }

    func precipitationText(for day: ForecastDay) -> String {
        let percent = Int((day.precipitationChance * 100).rounded())
        return percent < 10 ? "Dry" : "\(percent)% chance of rain"
    }

    func compassPoint(for bearing: Int) -> String {
        let points = ["N", "NE", "E", "SE", "S", "SW", "W", "NW"]
        let index = Int((Double(bearing % 360) / 45).rounded()) % points.count
        return points[index]
    }

    func summary(for day: ForecastDay) -> String {
        [
            title(for: day),
            day.condition,
            temperatureText(for: day),
            windText(for: day),
            precipitationText(for: day),
        ].joined(separator: " · ")
    }
}
