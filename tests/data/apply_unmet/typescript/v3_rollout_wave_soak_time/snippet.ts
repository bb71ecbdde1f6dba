// ... imports and WavePlan unchanged ...

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

// ... shuffle(), waveSizes() and planRollout() unchanged ...

export function advanceWave(state: RolloutState, opts: RolloutOptions = DEFAULT_OPTIONS): RolloutState {
  // ... failure-rate computation and halt check unchanged ...

  const soakedMs = Date.now() - (current.startedAt?.getTime() ?? 0);
  if (soakedMs < opts.minSoakMinutes * 60_000) {
    logger.debug("wave still soaking", { rolloutId: state.id, wave: current.index, soakedMs });
    return state;
  }

  const next = state.currentWave + 1;
  // ... completion check and wave start unchanged ...
}
