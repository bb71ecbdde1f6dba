const express = require('express');
const { body, param, validationResult } = require('express-validator');

const { requireAuth, requireRole } = require('../middleware/auth');
const enrolmentService = require('../services/enrolmentService');
const paymentService = require('../services/paymentService');
const logger = require('../lib/logger');

const router = express.Router();

function handleValidation(req, res, next) {
  const errors = validationResult(req);
  if (!errors.isEmpty()) {
    return res.status(422).json({ errors: errors.array() });
  }
  return next();
}

async function enrolHandler(req, res, next) {
  try {
    const { courseId } = req.params;
    const { couponCode } = req.body;
    const enrolment = await enrolmentService.enrol({
      courseId,
      studentId: req.user.id,
      couponCode,
    });
    res.status(201).json(enrolment);
  } catch (err) {
    next(err);
  }
}

async function withdrawHandler(req, res, next) {
  try {
    const { courseId } = req.params;
    const result = await enrolmentService.withdraw({ courseId, studentId: req.user.id });
    logger.info('student withdrew', { userId: req.user.id, courseId, refundEligible: result.refundEligible });
    if (result.refundEligible) {
      await paymentService.requestRefund(result.enrolmentId, req.body.reason || 'student_withdrawal');
    }
    res.json(result);
  } catch (err) {
    next(err);
  }
}

async function listRosterHandler(req, res, next) {
  try {
    const roster = await enrolmentService.listRoster(req.params.courseId, {
      status: req.query.status,
      page: Number(req.query.page) || 1,
    });
    res.json(roster);
  } catch (err) {
    next(err);
  }
}

router.post(
  '/courses/:courseId/enrolments',
  requireAuth,
  param('courseId').isUUID(),
  body('couponCode').optional().isString().trim(),
  handleValidation,
  enrolHandler,
);

router.delete(
  '/courses/:courseId/enrolments/me',
  requireAuth,
  param('courseId').isUUID(),
  handleValidation,
  withdrawHandler,
);

router.get(
  '/courses/:courseId/roster',
  requireAuth,
  requireRole('instructor', 'admin'),
  param('courseId').isUUID(),
  handleValidation,
  listRosterHandler,
);

module.exports = router;
