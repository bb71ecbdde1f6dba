import 'dart:async';

import 'package:firebase_core/firebase_core.dart';
import 'package:firebase_crashlytics/firebase_crashlytics.dart';
import 'package:flutter/foundation.dart';
import 'package:flutter/material.dart';
import 'package:shared_preferences/shared_preferences.dart';

import 'app.dart';
import 'config/environment.dart';
import 'data/local/database.dart';
import 'di/service_locator.dart';
import 'firebase_options.dart';

class AppBootstrap {
  AppBootstrap(this.environment);

  final Environment environment;

  Future<void> run() async {
    WidgetsFlutterBinding.ensureInitialized();

    await Firebase.initializeApp(
      options: DefaultFirebaseOptions.currentPlatform,
    );
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

    await setupServiceLocator(
      environment: environment,
      prefs: prefs,
      database: database,
    );

    if (environment.isProduction) {
      debugPrint = (String? message, {int? wrapWidth}) {};
    }

    runApp(const App());
  }

  Future<void> _migrateLegacyPrefs(SharedPreferences prefs) async {
    final legacyTheme = prefs.getString('theme');
    if (legacyTheme != null) {
      await prefs.setString('settings.theme', legacyTheme);
      await prefs.remove('theme');
    }
  }
}

Future<void> bootstrap(Environment environment) => AppBootstrap(environment).run();
