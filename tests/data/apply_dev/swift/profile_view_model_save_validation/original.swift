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
        isSaving = true
        let update = ProfileUpdate(displayName: displayName, bio: bio, email: email)
        do {
            try await api.updateProfile(id: userID, update: update)
            errorMessage = nil
        } catch {
            errorMessage = "Could not save your profile."
        }
        isSaving = false
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
