enum WeatherError: Error {
    case badURL
    case badStatus(Int)
    case rateLimited
}

// ...

        let (data, response) = try await session.data(from: url)
        if let http = response as? HTTPURLResponse, http.statusCode == 429 {
            throw WeatherError.rateLimited
        }
        if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
        // ...
