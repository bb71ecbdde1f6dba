import 'dart:convert';
import 'dart:io';

import 'package:intl/intl.dart';
import 'package:registrar/models/transcript.dart';
import 'package:registrar/services/grade_scale.dart';

// ... existing code ...

  String header(Transcript transcript) {
    final issued = DateFormat('d MMMM yyyy').format(transcript.issuedAt);
    final buffer = StringBuffer()
      ..writeln('UNIVERSITY OF NORTHFIELD - OFFICE OF THE REGISTRAR')
      ..writeln('Student: ${transcript.studentName} (${transcript.studentId})')
      ..writeln('Programme: ${transcript.programme}')
      ..writeln('Issued: $issued');
    return buffer.toString();
  }

// ... existing code ...
