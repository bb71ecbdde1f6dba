// ...

struct DailyForecast: Decodable {
    // ...
}

struct HourlyForecast: Decodable {
    let time: Date
    let temperature: Double
    let precipitationChance: Double
    let windSpeed: Double
}

// ...

    func daily(latitude: Double, longitude: Double, days: Int = 7) async throws -> [DailyForecast] {
        // ...
    }

    func hourly(latitude: Double, longitude: Double, hours: Int = 24) async throws -> [HourlyForecast] {
        let url = try makeURL(
            path: "hourly",
            latitude: latitude,
            longitude: longitude,
            extra: [URLQueryItem(name: "hours", value: String(hours))]
        )
        return try await get(url)
    }

// ...
