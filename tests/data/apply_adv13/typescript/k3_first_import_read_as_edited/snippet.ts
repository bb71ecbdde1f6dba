import rateLimit from 'express-rate-limit';
import { z } from 'zod';
import { db } from '../db';
import { requireUser } from '../auth';

export const router = express.Router();

const writeLimiter = rateLimit({ windowMs: 60_000, max: 30 });

// ... existing code ...

router.post('/notes', requireUser, writeLimiter, async (req, res) => {
// ... existing code ...
