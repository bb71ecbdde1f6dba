import 'package:meta/meta.dart';

import 'material_type.dart';

/// A single item checked out by a patron, as shown in the City Library app.
@immutable
class Loan {
  const Loan({
    required this.barcode,
    required this.title,
    required this.materialType,
    required this.checkedOutAt,
    required this.dueAt,
    this.renewals = 0,
    this.returnedAt,
  });

  static const int maxRenewals = 3;
  static const int bookDailyCents = 25;
  static const int mediaDailyCents = 100;
  static const int maxFineCents = 1000;

  final String barcode;
  final String title;
  final MaterialType materialType;
  final DateTime checkedOutAt;
  final DateTime dueAt;
  final int renewals;
  final DateTime? returnedAt;

  bool get isReturned => returnedAt != null;

  bool get canRenew => !isReturned && renewals < maxRenewals;

  bool isOverdue(DateTime now) => !isReturned && now.isAfter(dueAt);

  int daysOverdue(DateTime now) {
    final end = returnedAt ?? now;
    if (!end.isAfter(dueAt)) {
      return 0;
    }
    return end.difference(dueAt).inDays;
  }

  int fineCents(DateTime now) {
    final days = daysOverdue(now);
    final rate = materialType == MaterialType.book ? bookDailyCents : mediaDailyCents;
    final fine = days * rate;
    return fine > maxFineCents ? maxFineCents : fine;
  }

  Loan renewed(Duration period) {
    return Loan(
      barcode: barcode,
      title: title,
      materialType: materialType,
      checkedOutAt: checkedOutAt,
      dueAt: dueAt.add(period),
      renewals: renewals + 1,
      returnedAt: returnedAt,
    );
  }

  Loan markReturned(DateTime at) {
    return Loan(
      barcode: barcode,
      title: title,
      materialType: materialType,
      checkedOutAt: checkedOutAt,
      dueAt: dueAt,
      renewals: renewals,
      returnedAt: at,
    );
  }

  factory Loan.fromJson(Map<String, dynamic> json) {
    return Loan(
      barcode: json['barcode'] as String,
      title: json['title'] as String,
      materialType: MaterialType.values.byName(json['material_type'] as String),
      checkedOutAt: DateTime.parse(json['checked_out_at'] as String),
      dueAt: DateTime.parse(json['due_at'] as String),
      renewals: json['renewals'] as int? ?? 0,
      returnedAt: json['returned_at'] == null
          ? null
          : DateTime.parse(json['returned_at'] as String),
    );
  }
}
