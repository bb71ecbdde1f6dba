    func updateBio(_ bio: String) async {
        // ... existing code ...
            errorMessage = "Could not save your bio."
        }
    }

    func updateAvatar(with imageData: Data) async {
        guard var current = profile else { return }
        do {
            current.avatarURL = try await service.uploadAvatar(imageData, for: current.id)
            profile = try await service.save(current)
        } catch {
            errorMessage = "Could not upload your photo."
        }
    }

    func signOut() {
        // ... existing code ...
    }
