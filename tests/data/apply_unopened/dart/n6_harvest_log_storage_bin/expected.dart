import 'package:meta/meta.dart';

/// One weighbridge ticket recorded against a harvested field.
@immutable
class HarvestLog {
  const HarvestLog({
    required this.id,
    required this.fieldId,
    required this.crop,
    required this.harvestedOn,
    required this.netWeightKg,
    required this.moisturePct,
    this.operatorName,
    this.storageBinId,
    this.notes,
  });

  final String id;
  final String fieldId;
  final String crop;
  final DateTime harvestedOn;
  final double netWeightKg;
  final double moisturePct;
  final String? operatorName;
  final String? storageBinId;
  final String? notes;

  static const double standardMoisturePct = 14.0;

  factory HarvestLog.fromJson(Map<String, dynamic> json) {
    return HarvestLog(
      id: json['id'] as String,
      fieldId: json['field_id'] as String,
      crop: json['crop'] as String,
      harvestedOn: DateTime.parse(json['harvested_on'] as String),
      netWeightKg: (json['net_weight_kg'] as num).toDouble(),
      moisturePct: (json['moisture_pct'] as num).toDouble(),
      operatorName: json['operator_name'] as String?,
      storageBinId: json['storage_bin_id'] as String?,
      notes: json['notes'] as String?,
    );
  }

  Map<String, dynamic> toJson() => {
        'id': id,
        'field_id': fieldId,
        'crop': crop,
        'harvested_on': harvestedOn.toIso8601String(),
        'net_weight_kg': netWeightKg,
        'moisture_pct': moisturePct,
        if (operatorName != null) 'operator_name': operatorName,
        if (storageBinId != null) 'storage_bin_id': storageBinId,
        if (notes != null) 'notes': notes,
      };

  /// Weight corrected to the elevator's standard moisture.
  double get adjustedWeightKg =>
      netWeightKg * (100 - moisturePct) / (100 - standardMoisturePct);

  bool get needsDrying => moisturePct > standardMoisturePct + 0.5;

  @override
  String toString() =>
      'HarvestLog($id, $crop, field $fieldId, ${netWeightKg.toStringAsFixed(0)} kg)';
}
