// ... existing code ...
    const timer = setTimeout(() => this.activate(sceneId), delay);
    this.timers.set(sceneId, timer);
    logger.debug(`scene ${sceneId} scheduled in ${Math.round(delay / 1000)}s`);
  }

  cancel(sceneId) {
    const timer = this.timers.get(sceneId);
// ... existing code ...
