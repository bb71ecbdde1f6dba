import Foundation

struct Forecast: Decodable {
    let city: String
    let temperature: Double
    let condition: String
}

enum WeatherError: Error {
    case badURL
    case badStatus(Int)
    case rateLimited
}

final class WeatherClient {
    private let session: URLSession
    private let baseURL: URL
    private let decoder = JSONDecoder()

    init(baseURL: URL, session: URLSession = .shared) {
        self.baseURL = baseURL
        self.session = session
    }

    func forecast(for city: String) async throws -> Forecast {
        guard var components = URLComponents(url: baseURL.appendingPathComponent("forecast"), resolvingAgainstBaseURL: false) else {
            throw WeatherError.badURL
        }
        components.queryItems = [URLQueryItem(name: "city", value: city)]
        guard let url = components.url else {
            throw WeatherError.badURL
        }
        let (data, response) = try await session.data(from: url)
        if let http = response as? HTTPURLResponse, http.statusCode == 429 {
            throw WeatherError.rateLimited
        }
        if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
            throw WeatherError.badStatus(http.statusCode)
        }
        return try decoder.decode(Forecast.self, from: data)
    }
}
