import Foundation
import Combine

@MainActor
final class ProfileViewModel: ObservableObject {
    @Published private(set) var profile: Profile?
    @Published private(set) var isLoading = false
    @Published var errorMessage: String?

    private let service: ProfileService
    private let session: SessionStore

    init(service: ProfileService, session: SessionStore) {
        self.service = service
        self.session = session
    }

    func loadProfile() async {
        guard let userID = session.currentUserID else { return }
        isLoading = true
        defer { isLoading = false }
        do {
            profile = try await service.fetchProfile(id: userID)
        } catch {
            errorMessage = "Could not load your profile."
        }
    }

    func updateName(_ name: String) async {
        guard var current = profile else { return }
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else {
            errorMessage = "Name cannot be empty."
            return
        }
        current.displayName = trimmed
        do {
            profile = try await service.save(current)
        } catch {
            errorMessage = "Could not save your name."
        }
    }

    func updateBio(_ bio: String) async {
        guard var current = profile else { return }
        current.bio = String(bio.prefix(280))
        do {
            profile = try await service.save(current)
        } catch {
            errorMessage = "Could not save your bio."
        }
    }

    func signOut() {
        session.clear()
        profile = nil
        errorMessage = nil
    }
}

struct Profile: Codable, Equatable {
    let id: String
    var displayName: String
    var bio: String
    var avatarURL: URL?
}
