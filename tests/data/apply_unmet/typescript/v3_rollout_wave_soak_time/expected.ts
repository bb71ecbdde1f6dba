import { Device, FirmwareImage, RolloutState } from "./types";
import { logger } from "../logging";

export interface WavePlan {
  index: number;
  deviceIds: string[];
  startedAt?: Date;
}

export interface RolloutOptions {
  canaryFraction: number;
  waveCount: number;
  maxFailureRate: number;
  minSoakMinutes: number;
}

const DEFAULT_OPTIONS: RolloutOptions = {
  canaryFraction: 0.02,
  waveCount: 5,
  maxFailureRate: 0.05,
  minSoakMinutes: 30,
};

function shuffle<T>(items: T[], seed: number): T[] {
  const out = items.slice();
  let s = seed;
  for (let i = out.length - 1; i > 0; i--) {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

function waveSizes(total: number, opts: RolloutOptions): number[] {
  const canary = Math.max(1, Math.floor(total * opts.canaryFraction));
  const remaining = total - canary;
  const perWave = Math.ceil(remaining / (opts.waveCount - 1));
  const sizes = [canary];
  for (let i = 1; i < opts.waveCount; i++) {
    sizes.push(Math.min(perWave, remaining - perWave * (i - 1)));
  }
  return sizes.filter((n) => n > 0);
}

export function planRollout(
  devices: Device[],
  image: FirmwareImage,
  opts: RolloutOptions = DEFAULT_OPTIONS,
): WavePlan[] {
  const eligible = devices.filter(
    (d) => d.hardwareRev === image.hardwareRev && d.firmwareVersion !== image.version,
  );
  const ordered = shuffle(eligible, image.buildNumber);
  const plans: WavePlan[] = [];
  let cursor = 0;
  waveSizes(ordered.length, opts).forEach((size, index) => {
    plans.push({ index, deviceIds: ordered.slice(cursor, cursor + size).map((d) => d.id) });
    cursor += size;
  });
  return plans;
}

export function advanceWave(state: RolloutState, opts: RolloutOptions = DEFAULT_OPTIONS): RolloutState {
  const current = state.waves[state.currentWave];
  const failed = current.deviceIds.filter((id) => state.failures.has(id)).length;
  const failureRate = current.deviceIds.length ? failed / current.deviceIds.length : 0;

  if (failureRate > opts.maxFailureRate) {
    logger.warn("rollout halted", { rolloutId: state.id, wave: current.index, failureRate });
    return { ...state, status: "halted" };
  }

  const soakedMs = Date.now() - (current.startedAt?.getTime() ?? 0);
  if (soakedMs < opts.minSoakMinutes * 60_000) {
    logger.debug("wave still soaking", { rolloutId: state.id, wave: current.index, soakedMs });
    return state;
  }

  const next = state.currentWave + 1;
  if (next >= state.waves.length) {
    logger.info("rollout complete", { rolloutId: state.id });
    return { ...state, status: "complete" };
  }

  state.waves[next].startedAt = new Date();
  return { ...state, currentWave: next };
}
