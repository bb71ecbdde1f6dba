const express = require("express");
const { body, param, validationResult } = require("express-validator");

const Project = require("../models/project");
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
    const projects = await Project.find({ owner: req.user.id }).sort({ updatedAt: -1 });
    res.json(projects);
  } catch (err) {
    next(err);
  }
});

router.get("/:id", requireAuth, param("id").isMongoId(), handleValidation, async (req, res, next) => {
  try {
    const project = await Project.findOne({ _id: req.params.id, owner: req.user.id });
    if (!project) {
      return res.status(404).json({ error: "Project not found" });
    }
    res.json(project);
  } catch (err) {
    next(err);
  }
});

router.post(
  "/",
  requireAuth,
  body("name").isString().trim().isLength({ min: 1, max: 120 }),
  body("description").optional().isString(),
  handleValidation,
  async (req, res, next) => {
    try {
      const project = await Project.create({ ...req.body, owner: req.user.id });
      res.status(201).json(project);
    } catch (err) {
      next(err);
    }
  }
);

router.patch(
  "/:id",
  requireAuth,
  param("id").isMongoId(),
  body("name").optional().isString().trim().isLength({ min: 1, max: 120 }),
  handleValidation,
  async (req, res, next) => {
    try {
      const project = await Project.findOneAndUpdate(
        { _id: req.params.id, owner: req.user.id },
        { $set: req.body },
        { new: true }
      );
      if (!project) {
        return res.status(404).json({ error: "Project not found" });
      }
      res.json(project);
    } catch (err) {
      next(err);
    }
  }
);

router.delete("/:id", requireAuth, param("id").isMongoId(), handleValidation, async (req, res, next) => {
  try {
    const result = await Project.deleteOne({ _id: req.params.id, owner: req.user.id });
    if (result.deletedCount === 0) {
      return res.status(404).json({ error: "Project not found" });
    }
    res.status(204).end();
  } catch (err) {
    next(err);
  }
});

router.post(
  "/:id/archive",
  requireAuth,
  requireRole("admin"),
  param("id").isMongoId(),
  handleValidation,
  async (req, res, next) => {
    try {
      const project = await Project.findOneAndUpdate(
        { _id: req.params.id },
        { $set: { archived: true, archivedAt: new Date() } },
        { new: true }
      );
      if (!project) {
        return res.status(404).json({ error: "Project not found" });
      }
      res.json(project);
    } catch (err) {
      next(err);
    }
  }
);

module.exports = router;
