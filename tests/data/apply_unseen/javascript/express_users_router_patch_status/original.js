const express = require("express");

const { requireAuth, requireAdmin } = require("../middleware/auth");
const validate = require("../middleware/validate");
const { userCreateSchema, userUpdateSchema } = require("../schemas/user");
const User = require("../models/user");

const router = express.Router();

function serialize(user) {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    status: user.status,
    createdAt: user.createdAt,
  };
}

router.get("/", requireAuth, async (req, res, next) => {
  try {
    const page = Math.max(parseInt(req.query.page, 10) || 1, 1);
    const users = await User.findAll({ limit: 25, offset: (page - 1) * 25, order: [["createdAt", "DESC"]] });
    res.json({ page, users: users.map(serialize) });
  } catch (err) {
    next(err);
  }
});

router.get("/:id", requireAuth, async (req, res, next) => {
  try {
    const user = await User.findByPk(req.params.id);
    if (!user) {
      return res.status(404).json({ error: "User not found" });
    }
    res.json(serialize(user));
  } catch (err) {
    next(err);
  }
});

router.post("/", requireAdmin, validate(userCreateSchema), async (req, res, next) => {
  try {
    const user = await User.create(req.body);
    res.status(201).json(serialize(user));
  } catch (err) {
    next(err);
  }
});

router.put("/:id", requireAuth, validate(userUpdateSchema), async (req, res, next) => {
  try {
    const user = await User.findByPk(req.params.id);
    if (!user) {
      return res.status(404).json({ error: "User not found" });
    }
    await user.update(req.body);
    res.json(serialize(user));
  } catch (err) {
    next(err);
  }
});

router.delete("/:id", requireAdmin, async (req, res, next) => {
  try {
    const deleted = await User.destroy({ where: { id: req.params.id } });
    if (!deleted) {
      return res.status(404).json({ error: "User not found" });
    }
    res.status(204).end();
  } catch (err) {
    next(err);
  }
});

module.exports = router;
