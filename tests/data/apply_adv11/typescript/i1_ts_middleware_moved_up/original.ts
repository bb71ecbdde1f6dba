import express from 'express';
import helmet from 'helmet';
import cors from 'cors';
import rateLimit from 'express-rate-limit';
import { requestId } from './middleware/request-id';
import { errorHandler } from './middleware/error-handler';
import { apiRouter } from './routes';

export function buildApp() {
  const app = express();

  app.disable('x-powered-by');
  app.use(helmet());
  app.use(requestId());
  app.use(express.json({ limit: '1mb' }));
  app.use(rateLimit({ windowMs: 60_000, max: 120 }));
  app.use(cors({ origin: process.env.CORS_ORIGIN?.split(',') ?? [] }));

  app.get('/healthz', (_req, res) => {
    res.json({ ok: true });
  });

  app.use('/api', apiRouter);
  app.use(errorHandler);

  return app;
}
