// ... existing code ...
class HarvestLog {
  const HarvestLog({
    // ... existing code ...
    this.operatorName,
    this.storageBinId,
    this.notes,
  });

  // ... existing code ...
  final String? operatorName;
  final String? storageBinId;
  final String? notes;

  // ... existing code ...

  factory HarvestLog.fromJson(Map<String, dynamic> json) {
    return HarvestLog(
      // ... existing code ...
      operatorName: json['operator_name'] as String?,
      storageBinId: json['storage_bin_id'] as String?,
      notes: json['notes'] as String?,
    );
  }

  Map<String, dynamic> toJson() => {
        // ... existing code ...
        if (operatorName != null) 'operator_name': operatorName,
        if (storageBinId != null) 'storage_bin_id': storageBinId,
        if (notes != null) 'notes': notes,
      };

  // ... existing code ...
}
