  // ... existing code ...

  factory Recipe.fromJson(Map<String, dynamic> json) {
    final rawIngredients = json['ingredients'] as List<dynamic>? ?? const [];
    return Recipe(
      id: json['id'] as String,
      title: json['title'] as String? ?? 'Untitled',
      servings: (json['servings'] as num?)?.toInt() ?? 1,
      prepMinutes: (json['prep_minutes'] as num?)?.toInt() ?? 0,
      cookMinutes: (json['cook_minutes'] as num?)?.toInt() ?? 0,
      ingredients: rawIngredients
          .map((e) => Ingredient.fromJson(e as Map<String, dynamic>))
          .toList(),
      tags: (json['tags'] as List<dynamic>? ?? const []).cast<String>(),
      rating: (json['rating'] as num?)?.toDouble(),
    );
  }

  // ... existing code ...
