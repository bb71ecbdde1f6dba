import Combine
import Foundation

@MainActor
final class ProfileViewModel: ObservableObject {
    @Published var displayName: String = ""
    @Published var bio: String = ""
    @Published var email: String = ""
    @Published private(set) var isSaving = false
    @Published private(set) var errorMessage: String?

    private let api: ProfileAPI
    private let userID: String
    private var cancellables = Set<AnyCancellable>()

    init(api: ProfileAPI, userID: String) {
        self.api = api
        self.userID = userID
    }

    func load() async {
        do {
            let profile = try await api.fetchProfile(id: userID)
            displayName = profile.displayName
            bio = profile.bio
            email = profile.email
        } catch {
            errorMessage = "Could not load your profile."
        }
    }

    func save() async {
        let trimmedName = displayName.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmedName.isEmpty else {
            errorMessage = "Display name cannot be empty."
            return
        }
        guard email.contains("@") else {
            errorMessage = "Please enter a valid email address."
            return
        }

        isSaving = true
        defer { isSaving = false }
        let update = ProfileUpdate(displayName: trimmedName, bio: bio, email: email)
        do {
            try await api.updateProfile(id: userID, update: update)
            displayName = trimmedName
            errorMessage = nil
        } catch {
            errorMessage = "Could not save your profile."
        }
    }

    func deleteAvatar() async {
        isSaving = true
        do {
            try await api.deleteAvatar(id: userID)
            errorMessage = nil
        } catch {
            errorMessage = "Could not remove your avatar."
        }
        isSaving = false
    }

    var canSave: Bool {
        !displayName.trimmingCharacters(in: .whitespaces).isEmpty && !isSaving
    }
}

struct ProfileUpdate: Encodable {
    let displayName: String
    let bio: String
    let email: String
}
