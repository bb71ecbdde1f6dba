class DutyClock {
  final String driverId;
  final DrivingLimits limits;
  // ... existing code ...

  DutyClock(this.driverId, {this.limits = const DrivingLimits()});

  // ... existing code ...

  @override
  String toString() => 'DutyClock($driverId, $_status, driven today: $_drivingToday)';
}
