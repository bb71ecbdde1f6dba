'use strict';

const express = require('express');
const { ModerationQueue } = require('../services/moderationQueue');
const { auditLog } = require('../services/auditLog');
const { requireRole } = require('../middleware/auth');

const router = express.Router();
const queue = new ModerationQueue({ backlogLimit: 500 });

async function loadComment(req, res) {
  const comment = await queue.find(req.params.commentId);
  if (!comment) {
    res.status(404).json({ error: 'comment_not_found' });
    return null;
  }
  return comment;
}

async function approveComment(req, res) {
  const comment = await loadComment(req, res);
  if (!comment) return;

  await queue.resolve(comment.id, {
    decision: 'approved',
    moderatorId: req.user.id,
    notifyAuthor: false,
  });
  await auditLog.record('comment.approved', { commentId: comment.id, by: req.user.id });
  res.status(200).json({ id: comment.id, status: 'approved' });
}

async function rejectComment(req, res) {
  const comment = await loadComment(req, res);
  if (!comment) return;

  await queue.resolve(comment.id, {
    decision: 'rejected',
    moderatorId: req.user.id,
    notifyAuthor: false,
    reason: req.body.reason || 'community_guidelines',
  });
  await auditLog.record('comment.rejected', { commentId: comment.id, by: req.user.id });
  res.status(200).json({ id: comment.id, status: 'rejected' });
}

async function escalateComment(req, res) {
  const comment = await loadComment(req, res);
  if (!comment) return;

  await queue.resolve(comment.id, {
    decision: 'escalated',
    moderatorId: req.user.id,
    notifyAuthor: false,
    reason: req.body.reason || 'legal_review',
  });
  await auditLog.record('comment.escalated', { commentId: comment.id, by: req.user.id });
  res.status(200).json({ id: comment.id, status: 'escalated' });
}

router.get('/queue', requireRole('moderator'), async (req, res) => {
  const page = Number.parseInt(req.query.page, 10) || 1;
  const items = await queue.list({ page, pageSize: 25, sort: 'oldest' });
  res.json({ page, items });
});

router.post('/comments/:commentId/approve', requireRole('moderator'), approveComment);
router.post('/comments/:commentId/reject', requireRole('moderator'), rejectComment);
router.post('/comments/:commentId/escalate', requireRole('senior_moderator'), escalateComment);

module.exports = router;
