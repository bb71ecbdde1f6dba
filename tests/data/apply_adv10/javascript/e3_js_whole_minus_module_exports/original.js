"use strict";

const crypto = require("crypto");

const DEFAULT_TTL_MS = 15 * 60 * 1000;

function createToken(userId, ttlMs = DEFAULT_TTL_MS) {
  const token = crypto.randomBytes(32).toString("hex");
  return {
    userId,
    token,
    expiresAt: Date.now() + ttlMs,
  };
}

function isExpired(record, now = Date.now()) {
  return record.expiresAt <= now;
}

function hashToken(token) {
  return crypto.createHash("sha256").update(token).digest("hex");
}

module.exports = { createToken, isExpired, hashToken };
