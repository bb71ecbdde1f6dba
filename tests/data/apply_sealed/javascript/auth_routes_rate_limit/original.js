const express = require("express");
const bcrypt = require("bcryptjs");
const jwt = require("jsonwebtoken");

const config = require("../config");
const { User, RefreshToken } = require("../models");
const { requireAuth } = require("../middleware/auth");
const { validateBody } = require("../middleware/validate");
const mailer = require("../services/mailer");
const schemas = require("../schemas/auth");

const router = express.Router();

function issueTokens(user) {
  const accessToken = jwt.sign({ sub: user.id, role: user.role }, config.jwtSecret, {
    expiresIn: "15m",
  });
  const refreshToken = RefreshToken.generate(user.id);
  return { accessToken, refreshToken: refreshToken.value };
}

router.post("/register", validateBody(schemas.register), async (req, res, next) => {
  try {
    const existing = await User.findOne({ where: { email: req.body.email } });
    if (existing) {
      return res.status(409).json({ error: "email already registered" });
    }
    const passwordHash = await bcrypt.hash(req.body.password, 12);
    const user = await User.create({ email: req.body.email, name: req.body.name, passwordHash });
    res.status(201).json({ user: user.toJSON(), ...issueTokens(user) });
  } catch (err) {
    next(err);
  }
});

router.post("/login", validateBody(schemas.login), async (req, res, next) => {
  try {
    const user = await User.findOne({ where: { email: req.body.email } });
    const ok = user && (await bcrypt.compare(req.body.password, user.passwordHash));
    if (!ok) {
      return res.status(401).json({ error: "invalid email or password" });
    }
    res.json({ user: user.toJSON(), ...issueTokens(user) });
  } catch (err) {
    next(err);
  }
});

router.post("/refresh", validateBody(schemas.refresh), async (req, res, next) => {
  try {
    const stored = await RefreshToken.findValid(req.body.refreshToken);
    if (!stored) {
      return res.status(401).json({ error: "refresh token expired" });
    }
    const user = await User.findByPk(stored.userId);
    await stored.destroy();
    res.json(issueTokens(user));
  } catch (err) {
    next(err);
  }
});

router.post("/logout", requireAuth, async (req, res, next) => {
  try {
    await RefreshToken.destroy({ where: { userId: req.user.id } });
    res.status(204).end();
  } catch (err) {
    next(err);
  }
});

router.get("/me", requireAuth, async (req, res, next) => {
  try {
    const user = await User.findByPk(req.user.id);
    if (!user) {
      return res.status(404).json({ error: "user not found" });
    }
    res.json({ user: user.toJSON() });
  } catch (err) {
    next(err);
  }
});

router.post("/password-reset", validateBody(schemas.passwordReset), async (req, res, next) => {
  try {
    const user = await User.findOne({ where: { email: req.body.email } });
    if (user) {
      const token = await user.createPasswordResetToken();
      await mailer.sendPasswordReset(user.email, token);
    }
    // Always answer 202 so the endpoint does not reveal which emails exist.
    res.status(202).json({ ok: true });
  } catch (err) {
    next(err);
  }
});

router.post("/password-reset/confirm", validateBody(schemas.passwordResetConfirm), async (req, res, next) => {
  try {
    const user = await User.findByPasswordResetToken(req.body.token);
    if (!user) {
      return res.status(400).json({ error: "reset link is invalid or expired" });
    }
    user.passwordHash = await bcrypt.hash(req.body.password, 12);
    await user.save();
    await RefreshToken.destroy({ where: { userId: user.id } });
    res.json({ ok: true });
  } catch (err) {
    next(err);
  }
});

module.exports = router;
