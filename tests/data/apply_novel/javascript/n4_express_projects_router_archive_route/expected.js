const express = require("express");
const { body, param, validationResult } = require("express-validator");

const Project = require("../models/project");
const { requireAuth, requireRole } = require("../middleware/auth");
const asyncHandler = require("../utils/asyncHandler");

const router = express.Router();

function handleValidation(req, res, next) {
  const errors = validationResult(req);
  if (!errors.isEmpty()) {
    return res.status(422).json({ errors: errors.array() });
  }
  next();
}

router.get(
  "/",
  requireAuth,
  asyncHandler(async (req, res) => {
    const projects = await Project.find({ owner: req.user.id }).sort({ updatedAt: -1 });
    res.json(projects);
  })
);

router.get(
  "/:id",
  requireAuth,
  param("id").isMongoId(),
  handleValidation,
  asyncHandler(async (req, res) => {
    const project = await Project.findOne({ _id: req.params.id, owner: req.user.id });
    if (!project) {
      return res.status(404).json({ error: "Project not found" });
    }
    res.json(project);
  })
);

router.post(
  "/",
  requireAuth,
  body("name").isString().trim().isLength({ min: 1, max: 120 }),
  body("description").optional().isString(),
  handleValidation,
  asyncHandler(async (req, res) => {
    const project = await Project.create({
      name: req.body.name,
      description: req.body.description || "",
      owner: req.user.id,
    });
    res.status(201).json(project);
  })
);

router.patch(
  "/:id",
  requireAuth,
  param("id").isMongoId(),
  body("name").optional().isString().trim(),
  handleValidation,
  asyncHandler(async (req, res) => {
    const project = await Project.findOneAndUpdate(
      { _id: req.params.id, owner: req.user.id },
      { $set: req.body },
      { new: true }
    );
    if (!project) {
      return res.status(404).json({ error: "Project not found" });
    }
    res.json(project);
  })
);

router.delete(
  "/:id",
  requireAuth,
  requireRole("admin"),
  param("id").isMongoId(),
  handleValidation,
  asyncHandler(async (req, res) => {
    const result = await Project.deleteOne({ _id: req.params.id });
    if (result.deletedCount === 0) {
      return res.status(404).json({ error: "Project not found" });
    }
    res.status(204).end();
  })
);

router.post(
  "/:id/archive",
  requireAuth,
  param("id").isMongoId(),
  handleValidation,
  asyncHandler(async (req, res) => {
    const project = await Project.findOneAndUpdate(
      { _id: req.params.id, owner: req.user.id },
      { $set: { archived: true, archivedAt: new Date() } },
      { new: true }
    );
    if (!project) {
      return res.status(404).json({ error: "Project not found" });
    }
    res.json(project);
  })
);

module.exports = router;
