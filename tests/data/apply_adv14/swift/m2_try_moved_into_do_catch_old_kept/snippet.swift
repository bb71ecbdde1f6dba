// ... existing code ...
    func like(_ post: Post) async {
        guard !post.likedByMe else { return }
        do {
            try await api.like(post.id)
        } catch {
            return
        }
        // ... existing code ...
