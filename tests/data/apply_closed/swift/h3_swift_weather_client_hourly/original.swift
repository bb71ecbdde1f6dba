import Foundation

struct CurrentConditions: Decodable {
    let temperature: Double
    let apparentTemperature: Double
    let humidity: Double
    let windSpeed: Double
    let summary: String
}

struct DailyForecast: Decodable {
    let date: Date
    let high: Double
    let low: Double
    let precipitationChance: Double
    let summary: String
}

enum WeatherError: Error {
    case invalidURL
    case badStatus(Int)
    case decoding(Error)
}

final class WeatherClient {
    private let baseURL: URL
    private let apiKey: String
    private let session: URLSession
    private let decoder: JSONDecoder

    init(baseURL: URL, apiKey: String, session: URLSession = .shared) {
        self.baseURL = baseURL
        self.apiKey = apiKey
        self.session = session
        self.decoder = JSONDecoder()
        self.decoder.keyDecodingStrategy = .convertFromSnakeCase
        self.decoder.dateDecodingStrategy = .iso8601
    }

    func current(latitude: Double, longitude: Double) async throws -> CurrentConditions {
        let url = try makeURL(path: "current", latitude: latitude, longitude: longitude)
        return try await get(url)
    }

    func daily(latitude: Double, longitude: Double, days: Int = 7) async throws -> [DailyForecast] {
        let url = try makeURL(
            path: "daily",
            latitude: latitude,
            longitude: longitude,
            extra: [URLQueryItem(name: "days", value: String(days))]
        )
        return try await get(url)
    }

    private func makeURL(
        path: String,
        latitude: Double,
        longitude: Double,
        extra: [URLQueryItem] = []
    ) throws -> URL {
        guard var components = URLComponents(
            url: baseURL.appendingPathComponent(path),
            resolvingAgainstBaseURL: false
        ) else {
            throw WeatherError.invalidURL
        }
        components.queryItems = [
            URLQueryItem(name: "lat", value: String(latitude)),
            URLQueryItem(name: "lon", value: String(longitude)),
            URLQueryItem(name: "key", value: apiKey),
        ] + extra
        guard let url = components.url else {
            throw WeatherError.invalidURL
        }
        return url
    }

    private func get<T: Decodable>(_ url: URL) async throws -> T {
        let (data, response) = try await session.data(from: url)
        if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
            throw WeatherError.badStatus(http.statusCode)
        }
        do {
            return try decoder.decode(T.self, from: data)
        } catch {
            throw WeatherError.decoding(error)
        }
    }
}
