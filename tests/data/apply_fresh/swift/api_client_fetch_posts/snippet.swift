    // ... init and fetchUser(id:) unchanged ...

    func fetchPosts(userId: Int, page: Int = 1, perPage: Int = 20) async throws -> [Post] {
        var components = URLComponents(url: baseURL.appendingPathComponent("users/\(userId)/posts"), resolvingAgainstBaseURL: false)!
        components.queryItems = [
            URLQueryItem(name: "_page", value: String(page)),
            URLQueryItem(name: "_limit", value: String(perPage)),
        ]
        guard let url = components.url else {
            throw APIError.invalidResponse
        }
        let (data, response) = try await session.data(from: url)
        guard let http = response as? HTTPURLResponse else {
            throw APIError.invalidResponse
        }
        guard (200..<300).contains(http.statusCode) else {
            throw APIError.httpStatus(http.statusCode)
        }
        do {
            return try decoder.decode([Post].self, from: data)
        } catch {
            throw APIError.decoding(error)
        }
    }

    // ... deletePost(id:) unchanged ...
