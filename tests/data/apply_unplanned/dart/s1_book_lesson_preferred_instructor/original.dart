import 'dart:async';

import 'package:collection/collection.dart';

import '../models/booking.dart';
import '../models/instructor.dart';
import '../models/lesson.dart';
import '../repositories/booking_repository.dart';

class BookingException implements Exception {
  BookingException(this.message);

  final String message;

  @override
  String toString() => 'BookingException: $message';
}

class SkiSchoolService {
  SkiSchoolService(this._bookings, this._instructors);

  final BookingRepository _bookings;
  final List<Instructor> _instructors;

  static const int maxGroupSize = 8;

  Future<List<Booking>> bookingsFor(String studentId) {
    return _bookings.findByStudent(studentId);
  }

  Instructor? _firstFreeInstructor(LessonType type, DateTime date) {
    return _instructors.firstWhereOrNull(
      (i) => i.teaches(type) && i.isFreeOn(date),
    );
  }

  Future<Booking> bookLesson(
    String studentId,
    LessonType type,
    DateTime date,
  ) async {
    final instructor = _firstFreeInstructor(type, date);
    if (instructor == null) {
      throw BookingException('No instructor free for ${type.name} on $date');
    }
    final existing = await _bookings.countForSlot(instructor.id, date);
    if (type == LessonType.group && existing >= maxGroupSize) {
      throw BookingException('Group lesson on $date is full');
    }
    final booking = Booking(
      studentId: studentId,
      instructorId: instructor.id,
      type: type,
      date: date,
    );
    await _bookings.save(booking);
    return booking;
  }

  Future<void> cancelLesson(String bookingId) async {
    final booking = await _bookings.findById(bookingId);
    if (booking == null) {
      throw BookingException('Unknown booking $bookingId');
    }
    await _bookings.delete(bookingId);
  }

  Future<Booking> rescheduleLesson(String bookingId, DateTime newDate) async {
    final booking = await _bookings.findById(bookingId);
    if (booking == null) {
      throw BookingException('Unknown booking $bookingId');
    }
    final instructor = _firstFreeInstructor(booking.type, newDate);
    if (instructor == null) {
      throw BookingException('No instructor free on $newDate');
    }
    final updated = booking.copyWith(date: newDate, instructorId: instructor.id);
    await _bookings.save(updated);
    return updated;
  }
}
