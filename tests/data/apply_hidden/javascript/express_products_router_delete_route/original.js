'use strict';

const express = require('express');
const { body, param, validationResult } = require('express-validator');

const { requireAuth, requireRole } = require('../middleware/auth');
const Product = require('../models/product');

const router = express.Router();

function handleValidation(req, res, next) {
  const errors = validationResult(req);
  if (!errors.isEmpty()) {
    return res.status(422).json({ errors: errors.array() });
  }
  return next();
}

router.get('/', async (req, res, next) => {
  try {
    const { page = 1, limit = 20, category } = req.query;
    const filter = category ? { category } : {};
    const products = await Product.find(filter)
      .sort({ createdAt: -1 })
      .skip((page - 1) * limit)
      .limit(Number(limit));
    res.json(products);
  } catch (err) {
    next(err);
  }
});

router.get('/:id', param('id').isMongoId(), handleValidation, async (req, res, next) => {
  try {
    const product = await Product.findById(req.params.id);
    if (!product) {
      return res.status(404).json({ error: 'Product not found' });
    }
    res.json(product);
  } catch (err) {
    next(err);
  }
});

router.post(
  '/',
  requireAuth,
  body('name').isString().trim().notEmpty(),
  body('price').isFloat({ min: 0 }),
  handleValidation,
  async (req, res, next) => {
    try {
      const product = await Product.create(req.body);
      res.status(201).json(product);
    } catch (err) {
      next(err);
    }
  },
);

router.put('/:id', requireAuth, param('id').isMongoId(), handleValidation, async (req, res, next) => {
  try {
    const product = await Product.findByIdAndUpdate(req.params.id, req.body, {
      new: true,
      runValidators: true,
    });
    if (!product) {
      return res.status(404).json({ error: 'Product not found' });
    }
    res.json(product);
  } catch (err) {
    next(err);
  }
});

module.exports = router;
