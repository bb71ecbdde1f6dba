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
        let direction = compassPoint(for: day.windBearing)
        let factor = units == .metric ? 1.0 : 0.621371
        let unit = units == .metric ? "km/h" : "mph"
        var text = "\(direction) " + String(format: "%.0f", day.windSpeedKph * factor) + " \(unit)"
        if let gust = day.windGustKph, gust > day.windSpeedKph + 10 {
            text += String(format: ", gusts %.0f", gust * factor)
        }
        return text
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
