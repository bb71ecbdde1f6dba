    func send<Response>(_ endpoint: Endpoint<Response>) async throws -> Response {
        // ... existing code ...

        guard let http = response as? HTTPURLResponse else {
            throw APIError.invalidResponse
        }
        switch http.statusCode {
        case 200..<300:
            break
        case 401, 403:
            throw APIError.unauthorized
        default:
            throw APIError.server(statusCode: http.statusCode)
        }

        // ... existing code ...
    }
