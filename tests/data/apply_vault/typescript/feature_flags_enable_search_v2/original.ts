export type FlagOwner = 'payments' | 'discovery' | 'growth' | 'platform';

export interface FlagDefinition {
  description: string;
  defaultValue: boolean;
  owner: FlagOwner;
  expires: string;
}

export const FLAGS = {
  newCheckout: {
    description: 'Use the redesigned checkout flow',
    defaultValue: false,
    owner: 'payments',
    expires: '2024-09-01',
  },
  savedCards: {
    description: 'Offer saved cards at checkout',
    defaultValue: true,
    owner: 'payments',
    expires: '2024-10-15',
  },
  searchV2: {
    description: 'Serve search results from the v2 index',
    defaultValue: false,
    owner: 'discovery',
    expires: '2024-12-01',
  },
  searchSuggestions: {
    description: 'Show query suggestions while typing',
    defaultValue: false,
    owner: 'discovery',
    expires: '2024-12-01',
  },
  referralBanner: {
    description: 'Show the referral banner on the dashboard',
    defaultValue: false,
    owner: 'growth',
    expires: '2024-08-01',
  },
  edgeCaching: {
    description: 'Cache anonymous pages at the edge',
    defaultValue: false,
    owner: 'platform',
    expires: '2025-01-31',
  },
} satisfies Record<string, FlagDefinition>;

export type FlagName = keyof typeof FLAGS;

export function defaultFlags(): Record<FlagName, boolean> {
  const result = {} as Record<FlagName, boolean>;
  for (const name of Object.keys(FLAGS) as FlagName[]) {
    result[name] = FLAGS[name].defaultValue;
  }
  return result;
}

export function isExpired(name: FlagName, today = new Date()): boolean {
  return new Date(FLAGS[name].expires) < today;
}
