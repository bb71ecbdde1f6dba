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
