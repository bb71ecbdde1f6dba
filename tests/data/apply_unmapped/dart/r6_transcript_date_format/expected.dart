import 'dart:convert';
import 'dart:io';

import 'package:intl/intl.dart';
import 'package:registrar/models/transcript.dart';
import 'package:registrar/services/grade_scale.dart';

/// Renders official and unofficial transcripts for the student portal.
class TranscriptRenderer {
  final GradeScale scale;

  const TranscriptRenderer(this.scale);

  String header(Transcript transcript) {
    final issued = DateFormat('d MMMM yyyy').format(transcript.issuedAt);
    final buffer = StringBuffer()
      ..writeln('UNIVERSITY OF NORTHFIELD - OFFICE OF THE REGISTRAR')
      ..writeln('Student: ${transcript.studentName} (${transcript.studentId})')
      ..writeln('Programme: ${transcript.programme}')
      ..writeln('Issued: $issued');
    return buffer.toString();
  }

  String termBlock(TermRecord term) {
    final buffer = StringBuffer()..writeln(term.name.toUpperCase());
    for (final course in term.courses) {
      final points = scale.pointsFor(course.grade).toStringAsFixed(2);
      buffer.writeln(
          '  ${course.code.padRight(10)}${course.title.padRight(40)}${course.credits}  ${course.grade}  $points');
    }
    buffer.writeln('  Term GPA: ${term.gpa.toStringAsFixed(2)}');
    return buffer.toString();
  }

  String footer(Transcript transcript) {
    final buffer = StringBuffer()
      ..writeln('Cumulative credits: ${transcript.totalCredits}')
      ..writeln('Cumulative GPA: ${transcript.cumulativeGpa.toStringAsFixed(2)}')
      ..writeln(transcript.isOfficial ? 'OFFICIAL TRANSCRIPT' : 'UNOFFICIAL - NOT VALID FOR EXTERNAL USE');
    return buffer.toString();
  }

  String render(Transcript transcript) {
    final parts = <String>[header(transcript)];
    for (final term in transcript.terms) {
      parts.add(termBlock(term));
    }
    parts.add(footer(transcript));
    return parts.join('\n');
  }

  String toJson(Transcript transcript) {
    return jsonEncode({
      'studentId': transcript.studentId,
      'issuedAt': transcript.issuedAt.toIso8601String(),
      'terms': transcript.terms.map((t) => t.toMap()).toList(),
      'cumulativeGpa': transcript.cumulativeGpa,
    });
  }

  Future<File> writeTo(String path, Transcript transcript) {
    return File(path).writeAsString(render(transcript));
  }
}
