// ... existing code ...
  instantSearch: {
    description: 'Search-as-you-type results dropdown',
    enabled: true,
    rolloutPercent: 50,
    owners: ['discovery'],
  },
// ... existing code ...
