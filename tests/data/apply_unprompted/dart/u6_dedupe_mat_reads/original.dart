import 'dart:async';
import 'dart:convert';

import 'package:http/http.dart' as http;

/// One RFID chip crossing reported by a timing mat decoder.
class MatRead {
  final String matId;
  final String chipId;
  final DateTime seenAt;
  final int antenna;

  const MatRead(this.matId, this.chipId, this.seenAt, this.antenna);

  Map<String, dynamic> toJson() => {
        'mat': matId,
        'chip': chipId,
        'seen_at': seenAt.toUtc().toIso8601String(),
        'antenna': antenna,
      };
}

/// Buffers reads from the decoders at one mat and posts them to the
/// results server in batches.
class MatUploader {
  final Uri endpoint;
  final http.Client _client;
  final int batchSize;
  final List<MatRead> _pending = [];
  Timer? _timer;
  int uploadedCount = 0;

  MatUploader(this.endpoint, {http.Client? client, this.batchSize = 200})
      : _client = client ?? http.Client();

  void start({Duration every = const Duration(seconds: 2)}) {
    _timer ??= Timer.periodic(every, (_) => flush());
  }

  void enqueue(MatRead read) {
    _pending.add(read);
    if (_pending.length >= batchSize) {
      flush();
    }
  }

  Future<void> flush() async {
    if (_pending.isEmpty) {
      return;
    }
    final batch = List<MatRead>.of(_pending);
    _pending.clear();

    final ok = await _post(batch);
    if (!ok) {
      // Put the batch back at the front so reads stay in crossing order.
      _pending.insertAll(0, batch);
      return;
    }
    uploadedCount += batch.length;
  }

  Future<bool> _post(List<MatRead> batch) async {
    try {
      final response = await _client.post(
        endpoint,
        headers: {'content-type': 'application/json'},
        body: jsonEncode(batch.map((r) => r.toJson()).toList()),
      );
      return response.statusCode == 200 || response.statusCode == 202;
    } on http.ClientException {
      return false;
    }
  }

  Future<void> stop() async {
    _timer?.cancel();
    _timer = null;
    await flush();
    _client.close();
  }
}
