    func holds() async throws -> [Hold] {
        var request = URLRequest(url: baseURL.appendingPathComponent("me/holds"))
        request.cachePolicy = .reloadIgnoringLocalCacheData // queue position changes minute to minute
        return try await send(request)
    }
