export type FlagName =
  | 'newCheckout'
  | 'savedCarts'
  | 'instantSearch'
  | 'darkMode'
  | 'orderTracking'
  | 'giftCards';

export interface FlagConfig {
  description: string;
  enabled: boolean;
  rolloutPercent: number;
  owners: string[];
  allowList?: string[];
}

export const FLAGS: Record<FlagName, FlagConfig> = {
  newCheckout: {
    description: 'Single-page checkout flow',
    enabled: true,
    rolloutPercent: 10,
    owners: ['payments'],
  },
  savedCarts: {
    description: 'Persist carts across devices',
    enabled: true,
    rolloutPercent: 100,
    owners: ['cart'],
  },
  instantSearch: {
    description: 'Search-as-you-type results dropdown',
    enabled: true,
    rolloutPercent: 10,
    owners: ['discovery'],
  },
  darkMode: {
    description: 'Dark colour scheme for the storefront',
    enabled: false,
    rolloutPercent: 0,
    owners: ['design-system'],
    allowList: ['qa@shop.example'],
  },
  orderTracking: {
    description: 'Live courier tracking on the order page',
    enabled: true,
    rolloutPercent: 10,
    owners: ['fulfilment'],
  },
  giftCards: {
    description: 'Buy and redeem gift cards',
    enabled: false,
    rolloutPercent: 10,
    owners: ['payments'],
  },
};

function bucketFor(userId: string): number {
  let hash = 0;
  for (let i = 0; i < userId.length; i += 1) {
    hash = (hash * 31 + userId.charCodeAt(i)) >>> 0;
  }
  return hash % 100;
}

export function isEnabled(name: FlagName, user?: { id: string; email?: string }): boolean {
  const flag = FLAGS[name];
  if (user?.email && flag.allowList?.includes(user.email)) {
    return true;
  }
  if (!flag.enabled) {
    return false;
  }
  if (flag.rolloutPercent >= 100) {
    return true;
  }
  return user ? bucketFor(`${name}:${user.id}`) < flag.rolloutPercent : false;
}
