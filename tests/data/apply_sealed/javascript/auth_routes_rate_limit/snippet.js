const express = require("express");
const bcrypt = require("bcryptjs");
const jwt = require("jsonwebtoken");
const rateLimit = require("express-rate-limit");
// ... keep existing code

const router = express.Router();

const authLimiter = rateLimit({
  windowMs: 15 * 60 * 1000,
  max: 20,
  standardHeaders: true,
  legacyHeaders: false,
});

// ... keep existing code

router.post("/login", authLimiter, validateBody(schemas.login), async (req, res, next) => {
// ... keep existing code

router.post("/password-reset", authLimiter, validateBody(schemas.passwordReset), async (req, res, next) => {
// ... keep existing code
