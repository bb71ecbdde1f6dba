// ... existing code ...

  setupServiceLocator(env: env, prefs: prefs);

  FlutterError.onError = (details) {
    CrashReporter.instance.recordFlutterError(details);
  };
// ... existing code ...
