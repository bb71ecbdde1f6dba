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
