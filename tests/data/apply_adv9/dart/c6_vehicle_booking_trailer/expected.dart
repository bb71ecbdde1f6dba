import 'package:meta/meta.dart';

import '../sailings/sailing.dart';

enum VehicleClass { car, van, motorhome, motorcycle, coach, hgv }

@immutable
class VehicleBooking {
  const VehicleBooking({
    required this.reference,
    required this.sailingCode,
    required this.registration,
    required this.vehicleClass,
    required this.lengthMetres,
    this.passengers = 1,
    this.checkedIn = false,
    this.trailerMetres = 0.0,
  });

  final String reference;
  final String sailingCode;
  final String registration;
  final VehicleClass vehicleClass;
  final double lengthMetres;
  final int passengers;
  final bool checkedIn;
  final double trailerMetres;

  factory VehicleBooking.fromJson(Map<String, dynamic> json) {
    return VehicleBooking(
      reference: json['reference'] as String,
      sailingCode: json['sailingCode'] as String,
      registration: (json['registration'] as String).toUpperCase(),
      vehicleClass: VehicleClass.values.byName(json['vehicleClass'] as String),
      lengthMetres: (json['lengthMetres'] as num).toDouble(),
      passengers: json['passengers'] as int? ?? 1,
      checkedIn: json['checkedIn'] as bool? ?? false,
      trailerMetres: (json['trailerMetres'] as num? ?? 0).toDouble(),
    );
  }

  Map<String, dynamic> toJson() => {
        'reference': reference,
        'sailingCode': sailingCode,
        'registration': registration,
        'vehicleClass': vehicleClass.name,
        'lengthMetres': lengthMetres,
        'passengers': passengers,
        'checkedIn': checkedIn,
        'trailerMetres': trailerMetres,
      };

  VehicleBooking copyWith({bool? checkedIn, int? passengers}) {
    return VehicleBooking(
      reference: reference,
      sailingCode: sailingCode,
      registration: registration,
      vehicleClass: vehicleClass,
      lengthMetres: lengthMetres,
      passengers: passengers ?? this.passengers,
      checkedIn: checkedIn ?? this.checkedIn,
      trailerMetres: trailerMetres,
    );
  }

  bool fitsOn(Sailing sailing) =>
      sailing.remainingLaneMetres >= lengthMetres + trailerMetres && !sailing.isCancelled;
}
