    func fetchForecast(city: String, days: Int = 7, units: String = "metric") async throws -> [DailyForecast] {
        let clampedDays = min(max(days, 1), 14)
        let url = try makeURL(
            path: "forecast",
            query: ["city": city, "days": String(clampedDays), "units": units]
        )
        let forecast: [DailyForecast] = try await get(url)
        return forecast.sorted { $0.date < $1.date }
    }
