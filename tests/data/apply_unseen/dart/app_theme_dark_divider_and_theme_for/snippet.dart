// ... existing code ...

ThemeData buildDarkTheme() => _base(Brightness.dark).copyWith(
      scaffoldBackgroundColor: AppColors.surfaceDark,
      dividerColor: AppColors.outlineDark,
    );

ThemeData themeFor(ThemeMode mode, Brightness platformBrightness) {
  final dark = mode == ThemeMode.dark ||
      (mode == ThemeMode.system && platformBrightness == Brightness.dark);
  return dark ? buildDarkTheme() : buildLightTheme();
}
