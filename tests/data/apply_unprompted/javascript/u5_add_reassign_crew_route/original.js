const express = require('express');
const { requireRole } = require('../middleware/auth');
const switchingService = require('../services/switchingService');
const { validateMove } = require('../validators/moveValidator');

const router = express.Router();

// List all pending switch moves for a yard
router.get('/yards/:yardId/moves', requireRole('yardmaster'), async (req, res, next) => {
  try {
    const moves = await switchingService.listPendingMoves(req.params.yardId);
    res.json({ moves });
  } catch (err) {
    next(err);
  }
});

// Schedule a new switch move (a cut of cars from one track to another)
router.post('/yards/:yardId/moves', requireRole('yardmaster'), async (req, res, next) => {
  try {
    const errors = validateMove(req.body);
    if (errors.length > 0) {
      return res.status(422).json({ errors });
    }
    const move = await switchingService.scheduleMove(req.params.yardId, req.body);
    res.status(201).json({ move });
  } catch (err) {
    next(err);
  }
});

// Mark a switch move as completed by the switch crew
router.post('/yards/:yardId/moves/:moveId/complete', requireRole('switchman'), async (req, res, next) => {
  try {
    const move = await switchingService.completeMove(req.params.yardId, req.params.moveId, req.user.id);
    if (!move) {
      return res.status(404).json({ error: 'Move not found' });
    }
    res.json({ move });
  } catch (err) {
    next(err);
  }
});

// Cancel a scheduled switch move
router.delete('/yards/:yardId/moves/:moveId', requireRole('yardmaster'), async (req, res, next) => {
  try {
    const cancelled = await switchingService.cancelMove(req.params.yardId, req.params.moveId);
    if (!cancelled) {
      return res.status(404).json({ error: 'Move not found' });
    }
    res.status(204).end();
  } catch (err) {
    next(err);
  }
});

module.exports = router;
