  Future<void> run() async {
    // ... existing code ...
    await FirebaseCrashlytics.instance
        .setCrashlyticsCollectionEnabled(!kDebugMode && environment.isProduction);

    FlutterError.onError = FirebaseCrashlytics.instance.recordFlutterFatalError;
    PlatformDispatcher.instance.onError = (error, stack) {
      FirebaseCrashlytics.instance.recordError(error, stack, fatal: true);
      return true;
    };

    final prefs = await SharedPreferences.getInstance();
    await _migrateLegacyPrefs(prefs);
    final database = await AppDatabase.open(environment.databaseName);

    // ... rest unchanged ...
  }
