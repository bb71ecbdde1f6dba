import Foundation

struct CurrentConditions: Decodable {
    let temperature: Double
    let humidity: Int
    let summary: String
}

struct DailyForecast: Decodable {
    let date: Date
    let high: Double
    let low: Double
    let precipitationChance: Int
}

struct WeatherAlert: Decodable {
    let title: String
    let severity: String
    let expires: Date
}

enum WeatherError: Error {
    case badURL
    case badStatus(Int)
}

final class WeatherClient {
    private let session: URLSession
    private let apiKey: String
    private let baseURL = URL(string: "https://api.weather.example.com/v1")!
    private let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return decoder
    }()

    init(apiKey: String, session: URLSession = .shared) {
        self.apiKey = apiKey
        self.session = session
    }

    func fetchCurrent(city: String) async throws -> CurrentConditions {
        let url = try makeURL(path: "current", query: ["city": city])
        return try await get(url)
    }

    func fetchForecast(city: String) async throws -> [DailyForecast] {
        let url = try makeURL(path: "forecast", query: ["city": city])
        return try await get(url)
    }

    func fetchAlerts(city: String) async throws -> [WeatherAlert] {
        let url = try makeURL(path: "alerts", query: ["city": city])
        return try await get(url)
    }

    private func makeURL(path: String, query: [String: String]) throws -> URL {
        var components = URLComponents(url: baseURL.appendingPathComponent(path), resolvingAgainstBaseURL: false)
        components?.queryItems = query.map { URLQueryItem(name: $0.key, value: $0.value) }
            + [URLQueryItem(name: "key", value: apiKey)]
        guard let url = components?.url else { throw WeatherError.badURL }
        return url
    }

    private func get<T: Decodable>(_ url: URL) async throws -> T {
        let (data, response) = try await session.data(from: url)
        if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
            throw WeatherError.badStatus(http.statusCode)
        }
        return try decoder.decode(T.self, from: data)
    }
}
