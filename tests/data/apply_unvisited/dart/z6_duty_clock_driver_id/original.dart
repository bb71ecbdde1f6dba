import 'dart:async';

import 'package:meta/meta.dart';

enum DutyStatus { offDuty, onDuty, driving, sleeperBerth }

@immutable
class DrivingLimits {
  final Duration maxDrivingPerShift;
  final Duration maxOnDutyWindow;
  final Duration breakAfter;

  const DrivingLimits({
    this.maxDrivingPerShift = const Duration(hours: 11),
    this.maxOnDutyWindow = const Duration(hours: 14),
    this.breakAfter = const Duration(hours: 8),
  });

  DrivingLimits copyWith({Duration? maxDrivingPerShift, Duration? maxOnDutyWindow, Duration? breakAfter}) {
    return DrivingLimits(
      maxDrivingPerShift: maxDrivingPerShift ?? this.maxDrivingPerShift,
      maxOnDutyWindow: maxOnDutyWindow ?? this.maxOnDutyWindow,
      breakAfter: breakAfter ?? this.breakAfter,
    );
  }

  @override
  String toString() => 'DrivingLimits(driving: $maxDrivingPerShift, window: $maxOnDutyWindow)';
}

class DutyClock {
  final DrivingLimits limits;
  final _statusController = StreamController<DutyStatus>.broadcast();

  DutyStatus _status = DutyStatus.offDuty;
  DateTime? _statusSince;
  Duration _drivingToday = Duration.zero;
  Duration _drivingSinceBreak = Duration.zero;

  DutyClock({this.limits = const DrivingLimits()});

  Stream<DutyStatus> get statusChanges => _statusController.stream;

  DutyStatus get status => _status;

  Duration get remainingDriving => limits.maxDrivingPerShift - _drivingToday;

  bool get breakRequired => _drivingSinceBreak >= limits.breakAfter;

  void changeStatus(DutyStatus next, DateTime at) {
    final since = _statusSince;
    if (since != null && _status == DutyStatus.driving) {
      final elapsed = at.difference(since);
      _drivingToday += elapsed;
      _drivingSinceBreak += elapsed;
    }
    if (next == DutyStatus.offDuty || next == DutyStatus.sleeperBerth) {
      _drivingSinceBreak = Duration.zero;
    }
    _status = next;
    _statusSince = at;
    _statusController.add(next);
  }

  void reset() {
    _status = DutyStatus.offDuty;
    _statusSince = null;
    _drivingToday = Duration.zero;
    _drivingSinceBreak = Duration.zero;
  }

  Future<void> dispose() => _statusController.close();
}
