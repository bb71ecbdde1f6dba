/// Packs cooked assets into per-directory bundles and writes a manifest.
///
/// Usage: dart run tool/pack_bundles.dart --src build/cooked/win64 --out build/bundles/win64
import 'dart:convert';
import 'dart:io';

import 'package:args/args.dart';
import 'package:crypto/crypto.dart';
import 'package:path/path.dart' as p;

class BundleEntry {
  BundleEntry(this.name, this.path, this.sizeBytes);

  final String name;
  final String path;
  final int sizeBytes;

  Map<String, Object> toJson() => {
        'name': name,
        'path': path,
        'size': sizeBytes,
      };
}

Future<List<File>> collectAssets(Directory root, List<String> extensions) async {
  final files = <File>[];
  await for (final entity in root.list(recursive: true, followLinks: false)) {
    if (entity is! File) continue;
    if (p.split(entity.path).any((part) => part.startsWith('_wip'))) continue;
    if (extensions.contains(p.extension(entity.path).toLowerCase())) {
      files.add(entity);
    }
  }
  files.sort((a, b) => a.path.compareTo(b.path));
  return files;
}

Future<BundleEntry> packBundle(String name, List<File> files, Directory outDir) async {
  final target = File(p.join(outDir.path, '$name.bundle'));
  final sink = target.openWrite();
  for (final f in files) {
    final bytes = await f.readAsBytes();
    sink.add(utf8.encode('${p.basename(f.path)}\u0000${bytes.length}\u0000'));
    sink.add(bytes);
  }
  await sink.close();
  final digest = sha256.convert(await target.readAsBytes());
  await File('${target.path}.sha256').writeAsString('$digest\n');
  final size = await target.length();
  return BundleEntry(name, p.relative(target.path, from: outDir.path), size);
}

Future<void> main(List<String> args) async {
  final parser = ArgParser()
    ..addOption('src', abbr: 's', mandatory: true)
    ..addOption('out', abbr: 'o', defaultsTo: 'build/bundles')
    ..addMultiOption('ext', defaultsTo: ['.png', '.ogg', '.glb', '.json']);
  final opts = parser.parse(args);

  final srcRoot = Directory(opts['src'] as String);
  final outDir = Directory(opts['out'] as String)..createSync(recursive: true);
  final exts = (opts['ext'] as List<String>).map((e) => e.toLowerCase()).toList();

  final entries = <BundleEntry>[];
  for (final dir in srcRoot.listSync().whereType<Directory>()) {
    final files = await collectAssets(dir, exts);
    if (files.isEmpty) continue;
    entries.add(await packBundle(p.basename(dir.path), files, outDir));
    stdout.writeln('packed ${entries.last.name} (${entries.last.sizeBytes} bytes)');
  }

  final manifest = File(p.join(outDir.path, 'manifest.json'));
  await manifest.writeAsString(
    const JsonEncoder.withIndent('  ').convert({
      'generatedAt': DateTime.now().toUtc().toIso8601String(),
      'bundles': entries.map((e) => e.toJson()).toList(),
    }),
  );
  stdout.writeln('wrote ${manifest.path}');
}
