import express from "express";
import helmet from "helmet";
import cors from "cors";
import { requestId } from "./middleware/request-id";
import { logger } from "./middleware/logger";
import { authenticate } from "./middleware/auth";
import { ordersRouter } from "./routes/orders";
import { healthRouter } from "./routes/health";

export function createApp() {
  const app = express();

  app.use(helmet());
  app.use(cors({ origin: process.env.CORS_ORIGIN?.split(","), credentials: true }));
  app.use(express.json({ limit: "5mb" }));
  app.use(express.urlencoded({ extended: true }));
  app.use(requestId());
  app.use(logger());

  app.use("/health", healthRouter);
  app.use("/orders", authenticate, ordersRouter);

  app.use((err: Error, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    res.status(500).json({ error: err.message });
  });

  return app;
}
