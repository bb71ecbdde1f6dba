import 'package:flutter/material.dart';

class AppColors {
  static const primary = Color(0xFF2E7D32);
  static const primaryDark = Color(0xFF1B5E20);
  static const accent = Color(0xFFFFA000);
  static const background = Color(0xFFF5F5F5);
  static const error = Color(0xFFD32F2F);
}

class AppTheme {
  static ThemeData light() {
    return ThemeData(
      primaryColor: AppColors.primary,
      primaryColorDark: AppColors.primaryDark,
      scaffoldBackgroundColor: AppColors.background,
      errorColor: AppColors.error,
      appBarTheme: const AppBarTheme(
        color: AppColors.primary,
        elevation: 2,
      ),
      buttonTheme: const ButtonThemeData(
        buttonColor: AppColors.accent,
        textTheme: ButtonTextTheme.primary,
      ),
      textTheme: const TextTheme(
        headline5: TextStyle(fontSize: 24, fontWeight: FontWeight.bold),
        bodyText2: TextStyle(fontSize: 14),
      ),
    );
  }

  static ThemeData dark() {
    return ThemeData.dark().copyWith(
      primaryColor: AppColors.primaryDark,
      errorColor: AppColors.error,
      appBarTheme: const AppBarTheme(
        color: AppColors.primaryDark,
        elevation: 0,
      ),
    );
  }
}
