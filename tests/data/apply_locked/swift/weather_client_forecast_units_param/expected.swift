import Foundation

enum WeatherAPIError: Error {
    case invalidURL
    case badStatus(Int)
    case decoding(Error)
}

enum Units: String {
    case metric
    case imperial
}

struct WeatherAPIClient {
    let apiKey: String
    var baseURL = URL(string: "https://api.weatherly.example/v2")!
    var session: URLSession = .shared

    private let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.dateDecodingStrategy = .secondsSince1970
        return decoder
    }()

    func currentConditions(for city: String) async throws -> Conditions {
        let url = try makeURL(path: "current", query: [
            URLQueryItem(name: "q", value: city),
        ])
        return try await fetch(url)
    }

    func forecast(for city: String, days: Int, units: Units = .metric) async throws -> Forecast {
        let url = try makeURL(path: "forecast", query: [
            URLQueryItem(name: "q", value: city),
            URLQueryItem(name: "days", value: String(days)),
            URLQueryItem(name: "units", value: units.rawValue),
        ])
        return try await fetch(url)
    }

    func alerts(for city: String) async throws -> [WeatherAlert] {
        let url = try makeURL(path: "alerts", query: [
            URLQueryItem(name: "q", value: city),
        ])
        return try await fetch(url)
    }

    private func makeURL(path: String, query: [URLQueryItem]) throws -> URL {
        guard var components = URLComponents(url: baseURL.appendingPathComponent(path), resolvingAgainstBaseURL: false) else {
            throw WeatherAPIError.invalidURL
        }
        components.queryItems = query + [URLQueryItem(name: "key", value: apiKey)]
        guard let url = components.url else { throw WeatherAPIError.invalidURL }
        return url
    }

    private func fetch<T: Decodable>(_ url: URL) async throws -> T {
        let (data, response) = try await session.data(from: url)
        if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
            throw WeatherAPIError.badStatus(http.statusCode)
        }
        do {
            return try decoder.decode(T.self, from: data)
        } catch {
            throw WeatherAPIError.decoding(error)
        }
    }
}
