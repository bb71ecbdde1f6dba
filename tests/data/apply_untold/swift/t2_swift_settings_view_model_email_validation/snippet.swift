// ...

    var canSave: Bool {
        let name = displayName.trimmingCharacters(in: .whitespaces)
        let emailPattern = #"^[^@\s]+@[^@\s]+\.[^@\s]+$"#
        return !name.isEmpty && name.count <= 40
            && email.range(of: emailPattern, options: .regularExpression) != nil
    }

    // ... rest of the code ...
