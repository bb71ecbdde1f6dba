//
//  ProfileViewModel.swift
//  Profiles
//
//  Loads and edits the signed-in user's profile.
//

import Foundation
import OSLog
import SwiftUI

private let logger = Logger(subsystem: "com.example.profiles", category: "ProfileViewModel")

@MainActor
final class ProfileViewModel: ObservableObject {
    enum State: Equatable {
        case idle
        case loading
        case loaded(Profile)
        case failed(String)
    }

    @Published private(set) var state: State = .idle
    @Published var draftName: String = ""
    @Published var draftBio: String = ""

    private let service: ProfileService
    private let userID: String

    init(userID: String, service: ProfileService) {
        self.userID = userID
        self.service = service
    }

    var canSave: Bool {
        guard case .loaded(let profile) = state else { return false }
        let trimmed = draftName.trimmingCharacters(in: .whitespacesAndNewlines)
        return !trimmed.isEmpty && (trimmed != profile.name || draftBio != profile.bio)
    }

    func load() async {
        state = .loading
        do {
            let profile = try await service.fetchProfile(id: userID)
            draftName = profile.name
            draftBio = profile.bio
            state = .loaded(profile)
        } catch {
            state = .failed(error.localizedDescription)
        }
    }

    func save() async {
        guard case .loaded(var profile) = state, canSave else { return }
        profile.name = draftName.trimmingCharacters(in: .whitespacesAndNewlines)
        profile.bio = draftBio
        state = .loading
        do {
            let updated = try await service.updateProfile(profile)
            state = .loaded(updated)
        } catch {
            state = .failed(error.localizedDescription)
        }
    }

    func discardChanges() {
        guard case .loaded(let profile) = state else { return }
        draftName = profile.name
        draftBio = profile.bio
    }
}
