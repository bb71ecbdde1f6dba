import Foundation
import SwiftUI

struct Recipe: Identifiable, Hashable {
    let id: Int
    var name: String
    var minutes: Int
    var tags: [String]
    var isFavorite: Bool
}

protocol RecipeService {
    func fetchRecipes() async throws -> [Recipe]
    func fetchRecipe(id: Int) async throws -> Recipe
    func setFavorite(_ id: Int, _ value: Bool) async throws
}

@MainActor
final class RecipeListViewModel: ObservableObject {
    @Published var recipes: [Recipe] = []
    @Published var searchText = ""
    @Published var isLoading = false
    @Published var error: String?

    private let service: RecipeService

    init(service: RecipeService) {
        self.service = service
    }

    var filtered: [Recipe] {
        guard !searchText.isEmpty else { return recipes }
        return recipes.filter { $0.name.localizedCaseInsensitiveContains(searchText) }
    }

    func load() async {
        isLoading = true
        defer { isLoading = false }
        do {
            recipes = try await service.fetchRecipes()
        } catch {
            self.error = error.localizedDescription
        }
    }
}

@MainActor
final class RecipeDetailViewModel: ObservableObject {
    @Published var recipe: Recipe
    @Published var isLoading = false
    @Published var error: String?

    private let service: RecipeService

    init(recipe: Recipe, service: RecipeService) {
        self.recipe = recipe
        self.service = service
    }

    var durationText: String {
        recipe.minutes < 60 ? "\(recipe.minutes) min" : "\(recipe.minutes / 60) h \(recipe.minutes % 60) min"
    }

    func reload() async {
        isLoading = true
        defer { isLoading = false }
        do {
            recipe = try await service.fetchRecipe(id: recipe.id)
        } catch {
            self.error = error.localizedDescription
        }
    }
}

extension Recipe {
    static let preview = Recipe(
        id: 1,
        name: "Lemon risotto",
        minutes: 40,
        tags: ["vegetarian", "italian"],
        isFavorite: false
    )
}
