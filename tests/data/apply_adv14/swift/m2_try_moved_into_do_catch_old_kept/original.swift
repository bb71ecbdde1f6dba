import Foundation

@MainActor
final class FeedViewModel: ObservableObject {
    @Published private(set) var posts: [Post] = []
    @Published private(set) var isLoading = false
    @Published var error: String?

    private let api: FeedAPI

    init(api: FeedAPI) {
        self.api = api
    }

    func refresh() async {
        isLoading = true
        defer { isLoading = false }
        do {
            posts = try await api.fetchFeed()
        } catch {
            self.error = error.localizedDescription
        }
    }

    func like(_ post: Post) async {
        try? await api.like(post.id)
        if let i = posts.firstIndex(where: { $0.id == post.id }) {
            posts[i].likes += 1
        }
    }
}
