export const FLAGS = {
  // ...
  searchV2: {
    description: 'Serve search results from the v2 index',
    defaultValue: true,
    owner: 'discovery',
    expires: '2024-12-01',
  },
  // ...
} satisfies Record<string, FlagDefinition>;
