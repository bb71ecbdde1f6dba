// ... existing code ...

    func send<T: Decodable>(_ endpoint: Endpoint, as type: T.Type = T.self) async throws -> T {
        let (data, response) = try await session.data(for: makeRequest(for: endpoint))
        guard let http = response as? HTTPURLResponse else {
            throw APIError.invalidResponse
        }
        switch http.statusCode {
        case 200..<300:
            break
        case 401:
            throw APIError.unauthorized
        default:
            throw APIError.server(status: http.statusCode)
        }
        do {
            return try decoder.decode(T.self, from: data)
        } catch let DecodingError.keyNotFound(key, context) {
            throw APIError.decoding("missing key '\(key.stringValue)' at \(context.codingPath.map(\.stringValue))")
        } catch {
            throw APIError.decoding(String(describing: error))
        }
    }

// ... existing code ...
