import 'package:collection/collection.dart';

import '../models/irrigation_zone.dart';
import '../models/weather_forecast.dart';

enum RunDecision { run, skipRain, skipFrost, skipSoilWet }

/// Decides, zone by zone, whether tomorrow's irrigation should go ahead.
class IrrigationPlanner {
  IrrigationPlanner({
    required this.zones,
    this.rainSkipThresholdMm = 6.0,
    this.frostThresholdC = 2.0,
  });

  final List<IrrigationZone> zones;
  final double rainSkipThresholdMm;
  final double frostThresholdC;

  RunDecision decide(IrrigationZone zone, WeatherForecast forecast) {
    if (forecast.expectedRainMm >= rainSkipThresholdMm) {
      return RunDecision.skipRain;
    }
    if (forecast.minTempC <= frostThresholdC) {
      return RunDecision.skipFrost;
    }
    if (zone.soilMoisturePct >= zone.targetMoisturePct) {
      return RunDecision.skipSoilWet;
    }
    return RunDecision.run;
  }

  Duration runtimeFor(IrrigationZone zone) {
    final deficit = zone.targetMoisturePct - zone.soilMoisturePct;
    if (deficit <= 0) {
      return Duration.zero;
    }
    final minutes = (deficit * zone.minutesPerPercent).ceil();
    return Duration(minutes: minutes.clamp(5, zone.maxRuntimeMinutes).toInt());
  }

  DateTime? nextStart(IrrigationZone zone, DateTime now) {
    final windows = zone.allowedWindows
        .map((w) => DateTime(now.year, now.month, now.day, w.startHour, w.startMinute))
        .sorted((a, b) => a.compareTo(b));
    return windows.firstWhereOrNull((start) => start.isAfter(now));
  }

  Map<String, RunDecision> planDay(WeatherForecast forecast) {
    return {
      for (final zone in zones) zone.id: decide(zone, forecast),
    };
  }

  List<IrrigationZone> zonesToRun(WeatherForecast forecast) {
    return zones
        .where((zone) => decide(zone, forecast) == RunDecision.run)
        .toList();
  }

  Duration totalRuntime(WeatherForecast forecast) {
    return zonesToRun(forecast)
        .map(runtimeFor)
        .fold(Duration.zero, (sum, d) => sum + d);
  }
}
