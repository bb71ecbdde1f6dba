'use strict';

const express = require('express');
const { body, param, validationResult } = require('express-validator');

const Project = require('../models/project');
const { requireAuth, requireRole } = require('../middleware/auth');
const audit = require('../lib/audit');

const router = express.Router();

function validate(req, res, next) {
  const errors = validationResult(req);
  if (!errors.isEmpty()) {
    return res.status(422).json({ errors: errors.array() });
  }
  return next();
}

router.get('/', requireAuth, async (req, res, next) => {
  try {
    const projects = await Project.find({ owner: req.user.id, archived: false }).sort({ updatedAt: -1 });
    res.json(projects);
  } catch (err) {
    next(err);
  }
});

router.get('/:id', requireAuth, param('id').isMongoId(), validate, async (req, res, next) => {
  try {
    const project = await Project.findOne({ _id: req.params.id, owner: req.user.id });
    if (!project) return res.status(404).json({ error: 'Project not found' });
    res.json(project);
  } catch (err) {
    next(err);
  }
});

router.post(
  '/',
  requireAuth,
  body('name').isString().trim().isLength({ min: 1, max: 120 }),
  validate,
  async (req, res, next) => {
    try {
      const project = await Project.create({ name: req.body.name, owner: req.user.id });
      await audit.log(req.user.id, 'project.create', project.id);
      res.status(201).json(project);
    } catch (err) {
      next(err);
    }
  },
);

router.put(
  '/:id',
  requireAuth,
  param('id').isMongoId(),
  body('name').optional().isString().trim().isLength({ min: 1, max: 120 }),
  validate,
  async (req, res, next) => {
    try {
      const project = await Project.findOneAndUpdate(
        { _id: req.params.id, owner: req.user.id },
        { $set: { name: req.body.name } },
        { new: true },
      );
      if (!project) return res.status(404).json({ error: 'Project not found' });
      await audit.log(req.user.id, 'project.update', project.id);
      res.json(project);
    } catch (err) {
      next(err);
    }
  },
);

module.exports = router;
