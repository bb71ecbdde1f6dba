final class APIClient {
    // ... properties and init unchanged ...

    func fetch<T: Decodable>(_ path: String, as type: T.Type = T.self) async throws -> T {
        let request = URLRequest(url: baseURL.appendingPathComponent(path))
        let (data, response) = try await session.data(for: request)
        try validate(response, data: data)
        return try decode(type, from: data)
    }

    // ... removed the deprecated completion-handler fetch(_:as:completion:) ...

    // ... post, validate and decode unchanged ...
}
