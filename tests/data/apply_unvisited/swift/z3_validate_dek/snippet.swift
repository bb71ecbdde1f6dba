    // ... existing code ...

    func validate(_ draft: ArticleDraft) -> [ValidationIssue] {
        validateHeadline(draft) + validateSlug(draft) + validateDek(draft) + validateByline(draft)
    }

    // ... existing code ...

        let words = Set(slug.split(separator: "-").map(String.init))
        if !words.isDisjoint(with: bannedSlugWords) {
            issues.append(ValidationIssue(field: "slug", message: "Slug contains a placeholder word", severity: .warning))
        }
        return issues
    }

    func validateDek(_ draft: ArticleDraft) -> [ValidationIssue] {
        var issues: [ValidationIssue] = []
        let dek = (draft.dek ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        if dek.isEmpty {
            issues.append(ValidationIssue(field: "dek", message: "Add a dek for social and search", severity: .warning))
        } else if dek.count > 240 {
            issues.append(ValidationIssue(field: "dek", message: "Dek is longer than 240 characters", severity: .warning))
        }
        return issues
    }

    // ... existing code ...
