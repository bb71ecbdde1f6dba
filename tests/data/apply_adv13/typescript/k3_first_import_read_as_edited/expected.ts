import express from 'express';
import rateLimit from 'express-rate-limit';
import { z } from 'zod';
import { db } from '../db';
import { requireUser } from '../auth';

export const router = express.Router();

const writeLimiter = rateLimit({ windowMs: 60_000, max: 30 });

const createNote = z.object({
  title: z.string().min(1).max(200),
  body: z.string().max(10_000),
  tags: z.array(z.string()).default([]),
});

router.get('/notes', requireUser, async (req, res) => {
  const notes = await db.note.findMany({
    where: { ownerId: req.user.id },
    orderBy: { updatedAt: 'desc' },
  });
  res.json(notes);
});

router.post('/notes', requireUser, writeLimiter, async (req, res) => {
  const parsed = createNote.safeParse(req.body);
  if (!parsed.success) {
    return res.status(400).json({ error: parsed.error.flatten() });
  }
  const note = await db.note.create({
    data: { ...parsed.data, ownerId: req.user.id },
  });
  res.status(201).json(note);
});

router.delete('/notes/:id', requireUser, async (req, res) => {
  const { count } = await db.note.deleteMany({
    where: { id: req.params.id, ownerId: req.user.id },
  });
  if (count === 0) {
    return res.status(404).json({ error: 'not found' });
  }
  res.status(204).end();
});
