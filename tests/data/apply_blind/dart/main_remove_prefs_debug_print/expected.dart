import 'dart:async';
import 'dart:ui';

import 'package:firebase_core/firebase_core.dart';
import 'package:flutter/foundation.dart';
import 'package:flutter/material.dart';
import 'package:flutter/services.dart';
import 'package:logging/logging.dart';
import 'package:shared_preferences/shared_preferences.dart';

import 'app.dart';
import 'config/environment.dart';
import 'services/crash_reporter.dart';
import 'services/service_locator.dart';

Future<void> main() async {
  WidgetsFlutterBinding.ensureInitialized();
  await Firebase.initializeApp();
  final prefs = await SharedPreferences.getInstance();
  final env = Environment.fromDefines();

  _configureLogging(env);

  await SystemChrome.setPreferredOrientations([
    DeviceOrientation.portraitUp,
  ]);

  setupServiceLocator(env: env, prefs: prefs);

  FlutterError.onError = (details) {
    CrashReporter.instance.recordFlutterError(details);
  };
  PlatformDispatcher.instance.onError = (error, stack) {
    CrashReporter.instance.recordError(error, stack, fatal: true);
    return true;
  };

  runZonedGuarded(
    () => runApp(ReaderApp(env: env)),
    (error, stack) => CrashReporter.instance.recordError(error, stack),
  );
}

void _configureLogging(Environment env) {
  Logger.root.level = env.isProduction ? Level.WARNING : Level.ALL;
  Logger.root.onRecord.listen((record) {
    if (kReleaseMode) {
      CrashReporter.instance.log('${record.level.name} ${record.loggerName}: ${record.message}');
    } else {
      debugPrint('${record.time} ${record.level.name} ${record.loggerName}: ${record.message}');
    }
  });
}
