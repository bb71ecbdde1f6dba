const express = require('express');
const { body, param, validationResult } = require('express-validator');
const db = require('../db');
const { requireAuth, requireRole } = require('../middleware/auth');
const logger = require('../logger');

const router = express.Router();

function handleValidation(req, res, next) {
  const errors = validationResult(req);
  if (!errors.isEmpty()) {
    return res.status(422).json({ errors: errors.array() });
  }
  return next();
}

router.use(requireAuth);

router.get('/', async (req, res, next) => {
  try {
    const limit = Math.min(Number(req.query.limit) || 20, 100);
    const offset = Number(req.query.offset) || 0;
    const rows = await db('articles')
      .whereNull('deleted_at')
      .orderBy('published_at', 'desc')
      .limit(limit)
      .offset(offset);
    res.json({ items: rows, limit, offset });
  } catch (err) {
    next(err);
  }
});

router.get('/:id', param('id').isInt(), handleValidation, async (req, res, next) => {
  try {
    const article = await db('articles').where({ id: req.params.id }).whereNull('deleted_at').first();
    if (!article) return res.status(404).json({ error: 'not found' });
    res.json(article);
  } catch (err) {
    next(err);
  }
});

router.post(
  '/',
  requireRole('editor'),
  body('title').isString().trim().isLength({ min: 3, max: 200 }),
  body('body').isString().notEmpty(),
  handleValidation,
  async (req, res, next) => {
    try {
      const [article] = await db('articles')
        .insert({ title: req.body.title, body: req.body.body, author_id: req.user.id })
        .returning('*');
      res.status(201).json(article);
    } catch (err) {
      next(err);
    }
  },
);

router.put(
  '/:id',
  requireRole('editor'),
  param('id').isInt(),
  body('title').optional().isString().trim().isLength({ min: 3, max: 200 }),
  body('body').optional().isString().notEmpty(),
  handleValidation,
  async (req, res, next) => {
    try {
      const [article] = await db('articles')
        .where({ id: req.params.id })
        .update({ ...req.body, updated_at: db.fn.now() })
        .returning('*');
      if (!article) return res.status(404).json({ error: 'not found' });
      res.json(article);
    } catch (err) {
      next(err);
    }
  },
);

router.delete('/:id', requireRole('admin'), param('id').isInt(), handleValidation, async (req, res, next) => {
  try {
    const count = await db('articles').where({ id: req.params.id }).del();
    if (!count) return res.status(404).json({ error: 'not found' });
    logger.info({ articleId: req.params.id, userId: req.user.id }, 'article deleted');
    res.status(204).end();
  } catch (err) {
    next(err);
  }
});

module.exports = router;
