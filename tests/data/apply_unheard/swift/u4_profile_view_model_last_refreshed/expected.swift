import Combine
import Foundation

@MainActor
final class ProfileViewModel: ObservableObject {
    @Published private(set) var profile: Profile?
    @Published private(set) var isLoading = false
    @Published private(set) var isSaving = false
    @Published var errorMessage: String?
    @Published private(set) var lastRefreshed: Date?

    private let service: ProfileService
    private let userID: UUID

    init(service: ProfileService, userID: UUID) {
        self.service = service
        self.userID = userID
    }

    var displayName: String {
        profile?.displayName ?? "Anonymous"
    }

    func load() async {
        isLoading = true
        defer { isLoading = false }
        do {
            let fetched = try await service.fetchProfile(id: userID)
            profile = fetched
            errorMessage = nil
            lastRefreshed = Date()
        } catch {
            errorMessage = "Could not load your profile."
        }
    }

    func save(displayName: String, bio: String) async {
        guard var updated = profile else { return }
        updated.displayName = displayName
        updated.bio = bio
        isSaving = true
        defer { isSaving = false }
        do {
            profile = try await service.updateProfile(updated)
            errorMessage = nil
        } catch {
            errorMessage = "Could not save your changes."
        }
    }

    func uploadAvatar(_ data: Data) async {
        isSaving = true
        defer { isSaving = false }
        do {
            let url = try await service.uploadAvatar(data, for: userID)
            profile?.avatarURL = url
            errorMessage = nil
        } catch {
            errorMessage = "Could not upload the photo."
        }
    }
}
