'use strict';

const express = require('express');
const { requireAuth } = require('../middleware/auth');
const { validateBody } = require('../middleware/validate');
const users = require('../services/users');
const projects = require('../services/projects');

const router = express.Router();

router.use(express.json());

// Users

router.get('/users', requireAuth, async (req, res, next) => {
  try {
    const list = await users.list({ limit: Number(req.query.limit) || 50 });
    res.json(list);
  } catch (err) {
    next(err);
  }
});

router.get('/users/:id', requireAuth, async (req, res, next) => {
  try {
    const user = await users.findById(req.params.id);
    if (!user) return res.status(404).json({ error: 'not found' });
    res.json(user);
  } catch (err) {
    next(err);
  }
});

router.post('/users', requireAuth, validateBody('user'), async (req, res, next) => {
  try {
    const user = await users.create(req.body);
    res.status(201).json(user);
  } catch (err) {
    next(err);
  }
});

// Projects

router.get('/projects', requireAuth, async (req, res, next) => {
  try {
    const list = await projects.list({ owner: req.user.id });
    res.json(list);
  } catch (err) {
    next(err);
  }
});

router.get('/projects/:id', requireAuth, async (req, res, next) => {
  try {
    const project = await projects.findById(req.params.id);
    if (!project) return res.status(404).json({ error: 'not found' });
    res.json(project);
  } catch (err) {
    next(err);
  }
});

router.patch('/projects/:id', requireAuth, validateBody('projectPatch'), async (req, res, next) => {
  try {
    const project = await projects.update(req.params.id, req.body);
    if (!project) return res.status(404).json({ error: 'not found' });
    res.json(project);
  } catch (err) {
    next(err);
  }
});

router.delete('/projects/:id', requireAuth, async (req, res, next) => {
  try {
    const removed = await projects.remove(req.params.id);
    if (!removed) return res.status(404).json({ error: 'not found' });
    res.status(204).end();
  } catch (err) {
    next(err);
  }
});

module.exports = router;
