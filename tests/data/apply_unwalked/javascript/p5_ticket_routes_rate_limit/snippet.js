import express from 'express';
import { requireFan, requireBoxOffice } from './middleware/auth.js';
import { rateLimit } from './middleware/rateLimit.js';
import { validateBody } from './middleware/validate.js';
// ... existing code ...

router.post(
  '/matches/:matchId/tickets',
  requireFan,
  rateLimit({ windowMs: 60_000, max: 5, keyBy: (req) => req.user.id }),
  validateBody(purchaseSchema),
  async (req, res, next) => {
    // ... existing code ...
