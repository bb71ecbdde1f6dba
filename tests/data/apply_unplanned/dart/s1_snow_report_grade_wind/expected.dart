enum Surface { powder, packedPowder, groomed, crud, icy, slush }

enum Grade { excellent, good, fair, poor }

class SnowReport {
  const SnowReport({
    required this.resort,
    required this.observedAt,
    required this.baseDepthCm,
    required this.newSnow24hCm,
    required this.newSnow72hCm,
    required this.surface,
    required this.openRuns,
    required this.totalRuns,
    this.windKmh = 0,
  });

  factory SnowReport.fromJson(Map<String, dynamic> json) {
    return SnowReport(
      resort: json['resort'] as String,
      observedAt: DateTime.parse(json['observed_at'] as String),
      baseDepthCm: json['base_depth_cm'] as int,
      newSnow24hCm: json['new_snow_24h_cm'] as int,
      newSnow72hCm: json['new_snow_72h_cm'] as int,
      surface: Surface.values.byName(json['surface'] as String),
      openRuns: json['open_runs'] as int,
      totalRuns: json['total_runs'] as int,
      windKmh: (json['wind_kmh'] as int?) ?? 0,
    );
  }

  final String resort;
  final DateTime observedAt;
  final int baseDepthCm;
  final int newSnow24hCm;
  final int newSnow72hCm;
  final Surface surface;
  final int openRuns;
  final int totalRuns;
  final int windKmh;

  double get openRatio => totalRuns == 0 ? 0 : openRuns / totalRuns;

  bool get isPowderDay => newSnow24hCm >= 20;

  Grade grade() {
    if (surface == Surface.icy || openRatio < 0.3 || windKmh > 70) {
      return Grade.poor;
    }
    if (isPowderDay && openRatio > 0.8 && windKmh < 40) {
      return Grade.excellent;
    }
    if (surface == Surface.powder ||
        surface == Surface.groomed ||
        surface == Surface.packedPowder) {
      return Grade.good;
    }
    return surface == Surface.slush ? Grade.poor : Grade.fair;
  }

  Map<String, dynamic> toJson() => {
        'resort': resort,
        'observed_at': observedAt.toIso8601String(),
        'base_depth_cm': baseDepthCm,
        'new_snow_24h_cm': newSnow24hCm,
        'new_snow_72h_cm': newSnow72hCm,
        'surface': surface.name,
        'open_runs': openRuns,
        'total_runs': totalRuns,
        'wind_kmh': windKmh,
      };

  String headline() {
    final fresh = newSnow24hCm > 0 ? '${newSnow24hCm}cm new' : 'no new snow';
    return '$resort: $fresh, ${baseDepthCm}cm base, $openRuns/$totalRuns runs open';
  }
}
