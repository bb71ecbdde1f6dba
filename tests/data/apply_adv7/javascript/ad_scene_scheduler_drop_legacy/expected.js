import { getSunTimes } from './astro.js';
import { hub } from './hub-client.js';
import { logger } from './logger.js';

const DEFAULT_TRANSITION_MS = 1500;

export class SceneScheduler {
  constructor(location, scenes) {
    this.location = location;
    this.scenes = new Map(scenes.map((s) => [s.id, s]));
    this.timers = new Map();
  }

  nextRunAt(scene, now = new Date()) {
    if (scene.trigger.type === 'sun') {
      const times = getSunTimes(now, this.location.lat, this.location.lon);
      const base = times[scene.trigger.event];
      return new Date(base.getTime() + (scene.trigger.offsetMin ?? 0) * 60000);
    }
    const [hh, mm] = scene.trigger.at.split(':').map(Number);
    const run = new Date(now);
    run.setHours(hh, mm, 0, 0);
    if (run <= now) {
      run.setDate(run.getDate() + 1);
    }
    return run;
  }

  schedule(sceneId) {
    const scene = this.scenes.get(sceneId);
    if (!scene || !scene.enabled) {
      return;
    }
    this.cancel(sceneId);
    const delay = this.nextRunAt(scene).getTime() - Date.now();
    const timer = setTimeout(() => this.activate(sceneId), delay);
    this.timers.set(sceneId, timer);
    logger.debug(`scene ${sceneId} scheduled in ${Math.round(delay / 1000)}s`);
  }

  cancel(sceneId) {
    const timer = this.timers.get(sceneId);
    if (timer) {
      clearTimeout(timer);
      this.timers.delete(sceneId);
    }
  }

  async activate(sceneId) {
    const scene = this.scenes.get(sceneId);
    if (!scene) {
      return;
    }
    logger.info(`activating scene ${scene.name}`);
    for (const action of scene.actions) {
      await hub.setState(action.deviceId, action.state, {
        transitionMs: action.transitionMs ?? DEFAULT_TRANSITION_MS,
      });
    }
    this.schedule(sceneId);
  }

  stopAll() {
    for (const sceneId of this.timers.keys()) {
      this.cancel(sceneId);
    }
  }
}
