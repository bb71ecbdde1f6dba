import 'package:args/args.dart';
import 'package:crypto/crypto.dart';
import 'package:path/path.dart' as p;

// ... existing code ...

Future<BundleEntry> packBundle(String name, List<File> files, Directory outDir) async {
  // ... existing code ...
  await sink.close();
  final digest = sha256.convert(await target.readAsBytes());
  await File('${target.path}.sha256').writeAsString('$digest\n');
  final size = await target.length();
  return BundleEntry(name, p.relative(target.path, from: outDir.path), size);
}

// ... existing code ...
