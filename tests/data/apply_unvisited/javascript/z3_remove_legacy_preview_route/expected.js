import express from 'express';
import { requireRole } from '../auth/roles.js';
import { DraftStore } from '../drafts/store.js';
import { renderPreview } from '../drafts/preview.js';
import { audit } from '../audit.js';

const router = express.Router();
const drafts = new DraftStore();

router.get('/drafts/:id', requireRole('reporter'), async (req, res) => {
  const draft = await drafts.find(req.params.id);
  if (!draft) {
    return res.status(404).json({ error: 'draft_not_found' });
  }
  res.json(draft);
});

router.get('/drafts/:id/preview', requireRole('reporter'), async (req, res) => {
  const draft = await drafts.find(req.params.id);
  if (!draft) {
    return res.status(404).json({ error: 'draft_not_found' });
  }
  res.type('html').send(await renderPreview(draft));
});

router.put('/drafts/:id', requireRole('reporter'), async (req, res) => {
  const draft = await drafts.update(req.params.id, req.body, { by: req.user.id });
  audit('draft.updated', { draftId: draft.id, userId: req.user.id });
  res.json(draft);
});

router.post('/drafts/:id/submit', requireRole('reporter'), async (req, res) => {
  const draft = await drafts.transition(req.params.id, 'submitted', { by: req.user.id });
  audit('draft.submitted', { draftId: draft.id, userId: req.user.id });
  res.status(202).json({ id: draft.id, status: draft.status });
});

router.post('/drafts/:id/approve', requireRole('editor'), async (req, res) => {
  const draft = await drafts.transition(req.params.id, 'approved', { by: req.user.id });
  audit('draft.approved', { draftId: draft.id, userId: req.user.id });
  res.status(202).json({ id: draft.id, status: draft.status });
});

router.delete('/drafts/:id', requireRole('editor'), async (req, res) => {
  await drafts.archive(req.params.id, { by: req.user.id });
  audit('draft.archived', { draftId: req.params.id, userId: req.user.id });
  res.status(204).end();
});

export default router;
