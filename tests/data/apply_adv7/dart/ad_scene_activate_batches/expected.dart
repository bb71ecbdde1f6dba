import 'dart:async';

import 'package:logging/logging.dart';

import '../devices/device_client.dart';
import '../models/scene.dart';

final _log = Logger('SceneService');

class SceneService {
  SceneService(this._client, {this.maxParallel = 4});

  final DeviceClient _client;
  final int maxParallel;
  final Map<String, Scene> _scenes = {};
  final _activeController = StreamController<String>.broadcast();

  Stream<String> get activeScene => _activeController.stream;

  void load(Iterable<Scene> scenes) {
    _scenes
      ..clear()
      ..addEntries(scenes.map((s) => MapEntry(s.id, s)));
    _log.info('loaded ${_scenes.length} scenes');
  }

  Future<bool> activate(String sceneId) async {
    final scene = _scenes[sceneId];
    if (scene == null) {
      _log.warning('unknown scene $sceneId');
      return false;
    }
    var failures = 0;
    final actions = scene.actions.toList();
    // Send in batches so a large scene doesn't flood the Zigbee coordinator.
    for (var i = 0; i < actions.length; i += maxParallel) {
      final batch = actions.skip(i).take(maxParallel);
      await Future.wait(batch.map((action) async {
        try {
          await _client.send(action.deviceId, action.command, action.params);
        } on DeviceTimeoutException catch (e) {
          failures++;
          _log.warning('device ${action.deviceId} timed out: $e');
        }
      }));
    }
    if (failures < actions.length) {
      _activeController.add(sceneId);
    }
    return failures == 0;
  }

  Future<bool> deactivate(String sceneId) async {
    final scene = _scenes[sceneId];
    if (scene == null) {
      _log.warning('unknown scene $sceneId');
      return false;
    }
    var failures = 0;
    for (final action in scene.actions.where((a) => a.revertible)) {
      try {
        await _client.send(action.deviceId, action.revertCommand!, const {});
      } on DeviceTimeoutException catch (e) {
        failures++;
        _log.warning('device ${action.deviceId} timed out: $e');
      }
    }
    return failures == 0;
  }

  Future<void> dispose() async {
    await _activeController.close();
  }
}
