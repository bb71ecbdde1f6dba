import 'dart:collection';

import 'package:registrar/models/course_section.dart';
import 'package:registrar/models/student.dart';

class EnrolmentException implements Exception {
  final String message;
  EnrolmentException(this.message);

  @override
  String toString() => 'EnrolmentException: $message';
}

class WaitlistService {
  final Map<String, Queue<String>> _queues = {};

  void join(CourseSection section, Student student) {
    final queue = _queues.putIfAbsent(section.id, () => Queue<String>());
    if (queue.contains(student.id)) {
      throw EnrolmentException('${student.id} already waitlisted for ${section.id}');
    }
    queue.addLast(student.id);
  }

  void leave(CourseSection section, Student student) {
    _queues[section.id]?.remove(student.id);
  }

  String? next(CourseSection section) {
    final queue = _queues[section.id];
    if (queue == null || queue.isEmpty) {
      return null;
    }
    return queue.removeFirst();
  }

  int positionOf(CourseSection section, Student student) {
    final queue = _queues[section.id];
    if (queue == null) {
      return -1;
    }
    return queue.toList().indexOf(student.id);
  }
}

class EnrolmentService {
  final Map<String, Set<String>> _rosters = {};
  final WaitlistService waitlist;

  EnrolmentService(this.waitlist);

  void enrol(CourseSection section, Student student) {
    final roster = _rosters.putIfAbsent(section.id, () => <String>{});
    if (roster.contains(student.id)) {
      throw EnrolmentException('${student.id} already enrolled in ${section.id}');
    }
    if (roster.length >= section.capacity) {
      waitlist.join(section, student);
      return;
    }
    roster.add(student.id);
  }

  void drop(CourseSection section, Student student) {
    final roster = _rosters[section.id];
    if (roster == null || !roster.remove(student.id)) {
      throw EnrolmentException('${student.id} is not enrolled in ${section.id}');
    }
    final promoted = waitlist.next(section);
    if (promoted != null) {
      roster.add(promoted);
    }
  }

  bool isEnrolled(CourseSection section, Student student) {
    return _rosters[section.id]?.contains(student.id) ?? false;
  }

  int enrolledCount(CourseSection section) {
    return _rosters[section.id]?.length ?? 0;
  }
}
