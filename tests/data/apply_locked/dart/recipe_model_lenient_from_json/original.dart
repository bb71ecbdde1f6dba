import 'package:meta/meta.dart';

@immutable
class Ingredient {
  const Ingredient({required this.name, required this.quantity, this.unit});

  final String name;
  final double quantity;
  final String? unit;

  factory Ingredient.fromJson(Map<String, dynamic> json) => Ingredient(
        name: json['name'] as String,
        quantity: (json['quantity'] as num).toDouble(),
        unit: json['unit'] as String?,
      );

  Map<String, dynamic> toJson() => {
        'name': name,
        'quantity': quantity,
        if (unit != null) 'unit': unit,
      };
}

@immutable
class Recipe {
  const Recipe({
    required this.id,
    required this.title,
    required this.servings,
    required this.prepMinutes,
    required this.cookMinutes,
    required this.ingredients,
    this.tags = const [],
    this.rating,
  });

  final String id;
  final String title;
  final int servings;
  final int prepMinutes;
  final int cookMinutes;
  final List<Ingredient> ingredients;
  final List<String> tags;
  final double? rating;

  Duration get totalTime => Duration(minutes: prepMinutes + cookMinutes);

  factory Recipe.fromJson(Map<String, dynamic> json) {
    return Recipe(
      id: json['id'] as String,
      title: json['title'] as String,
      servings: json['servings'] as int,
      prepMinutes: json['prep_minutes'] as int,
      cookMinutes: json['cook_minutes'] as int,
      ingredients: (json['ingredients'] as List<dynamic>)
          .map((e) => Ingredient.fromJson(e as Map<String, dynamic>))
          .toList(),
      tags: (json['tags'] as List<dynamic>).cast<String>(),
      rating: json['rating'] as double?,
    );
  }

  Map<String, dynamic> toJson() => {
        'id': id,
        'title': title,
        'servings': servings,
        'prep_minutes': prepMinutes,
        'cook_minutes': cookMinutes,
        'ingredients': ingredients.map((i) => i.toJson()).toList(),
        'tags': tags,
        if (rating != null) 'rating': rating,
      };

  Recipe copyWith({
    String? title,
    int? servings,
    int? prepMinutes,
    int? cookMinutes,
    List<Ingredient>? ingredients,
    List<String>? tags,
    double? rating,
  }) {
    return Recipe(
      id: id,
      title: title ?? this.title,
      servings: servings ?? this.servings,
      prepMinutes: prepMinutes ?? this.prepMinutes,
      cookMinutes: cookMinutes ?? this.cookMinutes,
      ingredients: ingredients ?? this.ingredients,
      tags: tags ?? this.tags,
      rating: rating ?? this.rating,
    );
  }

  Recipe scaledTo(int newServings) {
    final factor = newServings / servings;
    return copyWith(
      servings: newServings,
      ingredients: [
        for (final i in ingredients)
          Ingredient(name: i.name, quantity: i.quantity * factor, unit: i.unit),
      ],
    );
  }
}
