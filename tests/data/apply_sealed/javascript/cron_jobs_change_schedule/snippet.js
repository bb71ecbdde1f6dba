const jobs = [
  // ...
  {
    name: "sync-exchange-rates",
    cron: "*/30 * * * *",
    handler: syncExchangeRates,
    timeoutMs: 60_000,
  },
  // ...
];
