import 'package:flutter/material.dart';

abstract final class AppColors {
  static const primary = Color(0xFF2F6FED);
  static const secondary = Color(0xFF00A88F);
  static const error = Color(0xFFD93F3F);
  static const surfaceLight = Color(0xFFF7F8FA);
  static const surfaceDark = Color(0xFF14161A);
  static const outlineLight = Color(0xFFD5D9E0);
  static const outlineDark = Color(0xFF2C3038);
}

abstract final class AppSpacing {
  static const xs = 4.0;
  static const sm = 8.0;
  static const md = 16.0;
  static const lg = 24.0;
  static const xl = 32.0;
}

ThemeData _base(Brightness brightness) {
  final scheme = ColorScheme.fromSeed(
    seedColor: AppColors.primary,
    secondary: AppColors.secondary,
    error: AppColors.error,
    brightness: brightness,
  );
  return ThemeData(
    useMaterial3: true,
    colorScheme: scheme,
    visualDensity: VisualDensity.standard,
    inputDecorationTheme: const InputDecorationTheme(
      border: OutlineInputBorder(),
      contentPadding: EdgeInsets.symmetric(
        horizontal: AppSpacing.md,
        vertical: AppSpacing.sm,
      ),
    ),
    elevatedButtonTheme: ElevatedButtonThemeData(
      style: ElevatedButton.styleFrom(
        minimumSize: const Size.fromHeight(48),
        shape: RoundedRectangleBorder(borderRadius: BorderRadius.circular(12)),
      ),
    ),
  );
}

ThemeData buildLightTheme() => _base(Brightness.light).copyWith(
      scaffoldBackgroundColor: AppColors.surfaceLight,
      dividerColor: AppColors.outlineLight,
    );

ThemeData buildDarkTheme() => _base(Brightness.dark).copyWith(
      scaffoldBackgroundColor: AppColors.surfaceDark,
      dividerColor: AppColors.outlineDark,
    );

ThemeData themeFor(ThemeMode mode, Brightness platformBrightness) {
  final dark = mode == ThemeMode.dark ||
      (mode == ThemeMode.system && platformBrightness == Brightness.dark);
  return dark ? buildDarkTheme() : buildLightTheme();
}
