    // ... existing code ...

    func send<T: Decodable>(_ request: Request, as type: T.Type = T.self) async throws -> T {
        let urlRequest = try makeURLRequest(request)
        let (data, response) = try await session.data(for: urlRequest)
        guard let http = response as? HTTPURLResponse else {
            throw APIError.server(statusCode: -1)
        }
        switch http.statusCode {
        case 200..<300:
            break
        case 401:
            throw APIError.unauthorized
        case 404:
            throw APIError.notFound
        default:
            throw APIError.server(statusCode: http.statusCode)
        }
        do {
            return try decoder.decode(T.self, from: data)
        } catch {
            throw APIError.decoding(String(describing: error))
        }
    }

    // ... existing code ...
