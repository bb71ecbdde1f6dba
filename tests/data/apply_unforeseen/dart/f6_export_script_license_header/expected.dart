#!/usr/bin/env dart
// Copyright (c) 2024 Northlight Pictures Ltd.
// Internal production-office tooling. Not for distribution to vendors.
//
// Exports one day's call sheet as JSON for the AD department's mailer.

// ignore_for_file: avoid_print

import 'dart:convert';
import 'dart:io';

import 'package:args/args.dart';
import 'package:callsheet_core/callsheet_core.dart';

const _defaultUnit = 'main';

ArgParser buildParser() {
  return ArgParser()
    ..addOption('production', abbr: 'p', help: 'Production code, e.g. NLP-214')
    ..addOption('day', abbr: 'd', help: 'Shoot day number')
    ..addOption('unit', defaultsTo: _defaultUnit, help: 'Shooting unit')
    ..addOption('out', abbr: 'o', help: 'Write JSON to this file instead of stdout')
    ..addFlag('help', abbr: 'h', negatable: false);
}

Map<String, Object?> callSheetToJson(CallSheet sheet) {
  return {
    'production': sheet.productionCode,
    'day': sheet.shootDay,
    'unit': sheet.unit,
    'crewCall': sheet.crewCall.toIso8601String(),
    'location': sheet.location.name,
    'cast': [
      for (final call in sheet.castCalls)
        {
          'actor': call.actor,
          'character': call.character,
          'pickup': call.pickup?.toIso8601String(),
          'onSet': call.onSet.toIso8601String(),
        },
    ],
  };
}

Future<void> main(List<String> arguments) async {
  final parser = buildParser();
  final args = parser.parse(arguments);

  if (args['help'] as bool || args['production'] == null || args['day'] == null) {
    print('Usage: export_call_sheet -p <production> -d <day> [options]');
    print(parser.usage);
    exit(args['help'] as bool ? 0 : 64);
  }

  final repo = CallSheetRepository.fromEnvironment();
  final sheet = await repo.load(
    args['production'] as String,
    int.parse(args['day'] as String),
    unit: args['unit'] as String,
  );

  final encoded = const JsonEncoder.withIndent('  ').convert(callSheetToJson(sheet));
  final outPath = args['out'] as String?;
  if (outPath == null) {
    print(encoded);
  } else {
    await File(outPath).writeAsString('$encoded\n');
  }
}
