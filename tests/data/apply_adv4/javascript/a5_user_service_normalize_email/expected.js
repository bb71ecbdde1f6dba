'use strict';

const bcrypt = require('bcrypt');
const crypto = require('crypto');

const { User, VerificationToken } = require('../models');
const { ConflictError, NotFoundError, UnauthorizedError } = require('../errors');
const { sendVerificationEmail, sendPasswordChangedEmail } = require('./mailer');
const logger = require('../logger');

const SALT_ROUNDS = 12;
const TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Registers a new account and emails a verification link.
 * The address is trimmed and lower-cased before the uniqueness check, so
 * "Ann@Example.com " and "ann@example.com" are the same account.
 */
async function createUser({ email, password, displayName }) {
  email = email.trim().toLowerCase();
  if (await User.exists({ email })) {
    throw new ConflictError(`${email} is already registered`);
  }
  const hash = await bcrypt.hash(password, SALT_ROUNDS);

  const user = await User.create({
    email,
    passwordHash: hash,
    displayName: displayName || email.split('@')[0],
    verified: false,
  });
  const token = await VerificationToken.create({
    userId: user.id,
    value: crypto.randomBytes(32).toString('hex'),
    expiresAt: new Date(Date.now() + TOKEN_TTL_MS),
  });
  await sendVerificationEmail(user, token.value);
  logger.info({ userId: user.id }, 'user created');
  return user;
}

/**
 * Marks the user owning `tokenValue` as verified.
 */
async function verifyUser(tokenValue) {
  const token = await VerificationToken.findOne({ value: tokenValue });
  if (!token || token.expiresAt < new Date()) {
    throw new NotFoundError('Verification link is invalid or has expired');
  }
  const user = await User.findById(token.userId);
  if (!user) throw new NotFoundError('User not found');

  user.verified = true;
  await user.save();
  await token.destroy();
  logger.info({ userId: user.id }, 'user verified');
  return user;
}

/**
 * Replaces the user's password after checking the current one.
 */
async function changePassword(userId, currentPassword, newPassword) {
  const user = await User.findById(userId);
  if (!user) throw new NotFoundError('User not found');
  const ok = await bcrypt.compare(currentPassword, user.passwordHash);
  if (!ok) throw new UnauthorizedError('Current password is incorrect');

  user.passwordHash = await bcrypt.hash(newPassword, SALT_ROUNDS);
  await user.save();
  await sendPasswordChangedEmail(user);
  logger.info({ userId: user.id }, 'password changed');
}

/**
 * Deletes the user and everything that belongs to them.
 */
async function deleteUser(userId) {
  const user = await User.findById(userId);
  if (!user) throw new NotFoundError('User not found');

  await VerificationToken.destroy({ where: { userId } });
  await user.destroy();
  logger.info({ userId }, 'user deleted');
}

module.exports = {
  createUser,
  verifyUser,
  changePassword,
  deleteUser,
};
