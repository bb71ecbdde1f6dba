  app.use(logger());

  app.use("/health", healthRouter);
  app.use("/v1/orders", authenticate, ordersRouter);
  app.use("/v1/refunds", authenticate, refundsRouter);
  // ... existing code ...
