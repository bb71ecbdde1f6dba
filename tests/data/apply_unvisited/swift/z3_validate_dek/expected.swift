import Foundation

struct ValidationIssue: Equatable {
    enum Severity { case warning, error }

    let field: String
    let message: String
    let severity: Severity
}

/// Pre-publish checks shown in the draft sidebar of the iPad editor.
struct ArticleDraftValidator {
    var maxHeadlineLength = 110
    var maxSlugLength = 80
    var bannedSlugWords: Set<String> = ["test", "draft", "copy", "tk"]

    func validate(_ draft: ArticleDraft) -> [ValidationIssue] {
        validateHeadline(draft) + validateSlug(draft) + validateDek(draft) + validateByline(draft)
    }

    func validateHeadline(_ draft: ArticleDraft) -> [ValidationIssue] {
        var issues: [ValidationIssue] = []
        let headline = draft.headline.trimmingCharacters(in: .whitespacesAndNewlines)
        if headline.isEmpty {
            issues.append(ValidationIssue(field: "headline", message: "Headline is required", severity: .error))
        } else if headline.count > maxHeadlineLength {
            issues.append(ValidationIssue(field: "headline", message: "Headline is longer than \(maxHeadlineLength) characters", severity: .warning))
        }
        return issues
    }

    func validateSlug(_ draft: ArticleDraft) -> [ValidationIssue] {
        var issues: [ValidationIssue] = []
        let slug = draft.slug
        if slug.isEmpty {
            issues.append(ValidationIssue(field: "slug", message: "Slug is required", severity: .error))
        } else if slug.count > maxSlugLength {
            issues.append(ValidationIssue(field: "slug", message: "Slug is longer than \(maxSlugLength) characters", severity: .error))
        }
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

    func validateByline(_ draft: ArticleDraft) -> [ValidationIssue] {
        guard draft.bylines.isEmpty, !draft.isWireCopy else { return [] }
        return [ValidationIssue(field: "byline", message: "Staff stories need at least one byline", severity: .error)]
    }
}
