  app.use(helmet());
  app.use(cors({ origin: process.env.CORS_ORIGIN?.split(","), credentials: true }));
  app.use(express.json({ limit: "5mb" }));
  app.use(express.urlencoded({ extended: true }));
  // ... existing code ...
