struct Forecast: Decodable {
    let city: String
    let temperature: Double
    let condition: String
    let humidity: Double

    enum CodingKeys: String, CodingKey {
        case city, temperature, condition
        case humidity = "relative_humidity"
    }
}
