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
