// Feature flags for the web client. Defaults are used until the remote config loads.

export type FlagName = 'newCheckout' | 'darkMode' | 'betaSearch';

export interface FlagState {
  enabled: boolean;
  rollout: number;
}

const defaults: Record<FlagName, FlagState> = {
  newCheckout: { enabled: false, rollout: 0 },
  darkMode: { enabled: true, rollout: 100 },
  betaSearch: { enabled: false, rollout: 10 },
};

let current: Record<FlagName, FlagState> = { ...defaults };

export function loadFlags(remote: Partial<Record<FlagName, FlagState>>): void {
  current = { ...defaults, ...remote };
}

export function isEnabled(name: FlagName, bucket: number): boolean {
  const flag = current[name];
  return flag.enabled && bucket < flag.rollout;
}

export function resetFlags(): void {
  current = { ...defaults };
}
