import 'package:meta/meta.dart';

enum HiveType { national, langstroth, warre, topBar }

enum HiveStatus { active, queenless, dead, sold }

@immutable
class Hive {
  final String tag;
  final String apiaryId;
  final HiveType type;
  final HiveStatus status;
  final DateTime? lastInspected;
  final int supers;

  const Hive({
    required this.tag,
    required this.apiaryId,
    required this.type,
    this.status = HiveStatus.active,
    this.lastInspected,
    this.supers = 0,
  });

  factory Hive.fromJson(Map<String, dynamic> json) {
    return Hive(
      tag: json['tag'] as String,
      apiaryId: json['apiary_id'] as String,
      type: HiveType.values.byName(json['type'] as String),
      status: HiveStatus.values.byName(json['status'] as String),
      lastInspected: json['last_inspected'] == null
          ? null
          : DateTime.parse(json['last_inspected'] as String),
      supers: json['supers'] as int? ?? 0,
    );
  }

  Map<String, dynamic> toJson() => {
        'tag': tag,
        'apiary_id': apiaryId,
        'type': type.name,
        'status': status.name,
        'last_inspected': lastInspected?.toIso8601String(),
        'supers': supers,
      };

  Hive copyWith({
    HiveStatus? status,
    DateTime? lastInspected,
    int? supers,
  }) {
    return Hive(
      tag: tag,
      apiaryId: apiaryId,
      type: type,
      status: status ?? this.status,
      lastInspected: lastInspected ?? this.lastInspected,
      supers: supers ?? this.supers,
    );
  }

  @override
  String toString() => 'Hive($tag, ${type.name}, ${status.name})';

  bool isOverdueForInspection(DateTime now, {int maxDays = 14}) {
    if (status != HiveStatus.active) return false;
    final last = lastInspected;
    if (last == null) return true;
    return now.difference(last).inDays > maxDays;
  }
}

class Apiary {
  final String id;
  final String name;
  final List<Hive> hives;

  const Apiary({required this.id, required this.name, this.hives = const []});

  int get activeHiveCount =>
      hives.where((h) => h.status == HiveStatus.active).length;

  int get totalSupers => hives.fold(0, (sum, h) => sum + h.supers);
}
