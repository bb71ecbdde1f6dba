// Feature flags for the web client. Built-in defaults apply until the remote config has loaded
// and again after resetFlags().

export type FlagName = 'newCheckout' | 'darkMode' | 'betaSearch' | 'inlineHelp';

export interface FlagState {
  enabled: boolean;
  rollout: number;
}

const defaults: Readonly<Record<FlagName, FlagState>> = {
  newCheckout: { enabled: false, rollout: 0 },
  darkMode: { enabled: true, rollout: 100 },
  betaSearch: { enabled: false, rollout: 10 },
  inlineHelp: { enabled: true, rollout: 50 },
};

let current: Record<FlagName, FlagState> = { ...defaults };

export function loadFlags(remote: Partial<Record<FlagName, FlagState>>): void {
  current = { ...defaults, ...remote };
}

export function isEnabled(name: FlagName, bucket: number): boolean {
  const flag = current[name];
  return flag.enabled && bucket >= 0 && bucket < flag.rollout;
}

export function resetFlags(): void {
  current = { ...defaults };
}
