final class RecipeDetailViewModel: ObservableObject {
    // ... existing code ...

    func toggleFavorite() async {
        let newValue = !recipe.isFavorite
        recipe.isFavorite = newValue
        do {
            try await service.setFavorite(recipe.id, newValue)
        } catch {
            recipe.isFavorite = !newValue
            self.error = error.localizedDescription
        }
    }
}
