// ... keep existing code

@immutable
class VehicleBooking {
  const VehicleBooking({
    // ... keep existing code
    this.checkedIn = false,
    this.trailerMetres = 0.0,
  });

  // ... keep existing code
  final bool checkedIn;
  final double trailerMetres;

  factory VehicleBooking.fromJson(Map<String, dynamic> json) {
    return VehicleBooking(
      // ... keep existing code
      checkedIn: json['checkedIn'] as bool? ?? false,
      trailerMetres: (json['trailerMetres'] as num? ?? 0).toDouble(),
    );
  }

  Map<String, dynamic> toJson() => {
        // ... keep existing code
        'checkedIn': checkedIn,
        'trailerMetres': trailerMetres,
      };

  VehicleBooking copyWith({bool? checkedIn, int? passengers}) {
    return VehicleBooking(
      // ... keep existing code
      checkedIn: checkedIn ?? this.checkedIn,
      trailerMetres: trailerMetres,
    );
  }

  bool fitsOn(Sailing sailing) =>
      sailing.remainingLaneMetres >= lengthMetres + trailerMetres && !sailing.isCancelled;
}
