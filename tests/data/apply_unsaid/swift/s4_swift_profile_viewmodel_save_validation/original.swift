import Foundation
import Combine

@MainActor
final class ProfileViewModel: ObservableObject {
    @Published var displayName: String = ""
    @Published var bio: String = ""
    @Published var website: String = ""
    @Published private(set) var isLoading = false
    @Published private(set) var isSaving = false
    @Published var errorMessage: String?

    private let service: ProfileService
    private let userID: UUID

    init(userID: UUID, service: ProfileService = .shared) {
        self.userID = userID
        self.service = service
    }

    func load() async {
        isLoading = true
        defer { isLoading = false }
        do {
            let profile = try await service.fetchProfile(id: userID)
            displayName = profile.displayName
            bio = profile.bio ?? ""
            website = profile.website?.absoluteString ?? ""
        } catch {
            errorMessage = "Couldn't load your profile."
        }
    }

    func save() async {
        isSaving = true
        let update = ProfileUpdate(
            displayName: displayName,
            bio: bio,
            website: URL(string: website)
        )
        do {
            try await service.updateProfile(id: userID, update: update)
        } catch {
            errorMessage = "Couldn't save your profile."
        }
        isSaving = false
    }

    func removeAvatar() async {
        do {
            try await service.deleteAvatar(id: userID)
        } catch {
            errorMessage = "Couldn't remove your avatar."
        }
    }

    var canSave: Bool {
        !displayName.trimmingCharacters(in: .whitespaces).isEmpty && !isSaving
    }
}
