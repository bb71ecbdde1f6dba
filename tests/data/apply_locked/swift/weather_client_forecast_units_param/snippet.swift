    // ... existing code ...

    func forecast(for city: String, days: Int, units: Units = .metric) async throws -> Forecast {
        let url = try makeURL(path: "forecast", query: [
            URLQueryItem(name: "q", value: city),
            URLQueryItem(name: "days", value: String(days)),
            URLQueryItem(name: "units", value: units.rawValue),
        ])
        return try await fetch(url)
    }

    // ... existing code ...
