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

    func save() async -> Bool {
        let trimmedName = displayName.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmedName.isEmpty else {
            errorMessage = "Display name can't be empty."
            return false
        }

        var websiteURL: URL?
        if !website.isEmpty {
            guard let url = URL(string: website), url.scheme?.hasPrefix("http") == true else {
                errorMessage = "Please enter a valid website URL."
                return false
            }
            websiteURL = url
        }

        isSaving = true
        defer { isSaving = false }
        errorMessage = nil

        let update = ProfileUpdate(
            displayName: trimmedName,
            bio: bio.isEmpty ? nil : bio,
            website: websiteURL
        )
        do {
            try await service.updateProfile(id: userID, update: update)
            displayName = trimmedName
            return true
        } catch {
            errorMessage = "Couldn't save your profile."
            return false
        }
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
