const express = require("express");
const { body, validationResult } = require("express-validator");

const db = require("../db");
const { requireAuth, requireRole } = require("../middleware/auth");

const router = express.Router();

function handleValidation(req, res, next) {
  const errors = validationResult(req);
  if (!errors.isEmpty()) {
    return res.status(422).json({ errors: errors.array() });
  }
  next();
}

router.get("/", requireAuth, async (req, res, next) => {
  try {
    const projects = await db.projects.findAll({ ownerId: req.user.id });
    res.json(projects);
  } catch (err) {
    next(err);
  }
});

router.get("/:id", requireAuth, async (req, res, next) => {
  try {
    const project = await db.projects.findById(req.params.id);
    if (!project) return res.status(404).json({ error: "Not found" });
    res.json(project);
  } catch (err) {
    next(err);
  }
});

router.post(
  "/",
  requireAuth,
  body("name").isString().trim().isLength({ min: 1, max: 100 }),
  handleValidation,
  async (req, res, next) => {
    try {
      const project = await db.projects.create({ name: req.body.name, ownerId: req.user.id });
      res.status(201).json(project);
    } catch (err) {
      next(err);
    }
  }
);

router.delete("/:id", requireAuth, async (req, res, next) => {
  try {
    const deleted = await db.projects.remove(req.params.id, req.user.id);
    if (!deleted) return res.status(404).json({ error: "Not found" });
    res.status(204).end();
  } catch (err) {
    next(err);
  }
});

module.exports = router;
