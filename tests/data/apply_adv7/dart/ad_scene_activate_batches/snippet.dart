  // ... existing code ...

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

  // ... existing code ...
