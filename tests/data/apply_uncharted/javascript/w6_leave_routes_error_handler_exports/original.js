const express = require('express');
const { differenceInBusinessDays, parseISO } = require('date-fns');
const { requireRole } = require('../middleware/auth');
const LeaveRequest = require('../models/LeaveRequest');
const balances = require('../services/leaveBalances');

const router = express.Router();

const LEAVE_TYPES = ['vacation', 'sick', 'parental', 'bereavement', 'jury_duty', 'unpaid'];

function validateLeaveRequest(body) {
  const errors = [];
  if (!LEAVE_TYPES.includes(body.type)) {
    errors.push(`unknown leave type: ${body.type}`);
  }
  const start = parseISO(body.startDate);
  const end = parseISO(body.endDate);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) {
    errors.push('startDate and endDate must be ISO dates');
  } else if (end < start) {
    errors.push('endDate must not be before startDate');
  }
  return errors;
}

router.get('/', requireRole('employee'), async (req, res, next) => {
  try {
    const requests = await LeaveRequest.find({ employeeId: req.user.id }).sort({ startDate: -1 });
    res.json(requests);
  } catch (err) {
    next(err);
  }
});

router.post('/', requireRole('employee'), async (req, res, next) => {
  try {
    const errors = validateLeaveRequest(req.body);
    if (errors.length > 0) {
      return res.status(422).json({ errors });
    }
    const days = differenceInBusinessDays(parseISO(req.body.endDate), parseISO(req.body.startDate)) + 1;
    const available = await balances.available(req.user.id, req.body.type);
    if (req.body.type !== 'unpaid' && days > available) {
      return res.status(409).json({ errors: [`only ${available} days of ${req.body.type} leave available`] });
    }
    const request = await LeaveRequest.create({ ...req.body, employeeId: req.user.id, days, status: 'pending' });
    return res.status(201).json(request);
  } catch (err) {
    return next(err);
  }
});

router.post('/:id/approve', requireRole('manager'), async (req, res, next) => {
  try {
    const request = await LeaveRequest.findById(req.params.id);
    if (!request || request.status !== 'pending') {
      return res.status(404).end();
    }
    request.status = 'approved';
    request.decidedBy = req.user.id;
    await request.save();
    await balances.debit(request.employeeId, request.type, request.days);
    return res.json(request);
  } catch (err) {
    return next(err);
  }
});

router.post('/:id/reject', requireRole('manager'), async (req, res, next) => {
  try {
    const request = await LeaveRequest.findById(req.params.id);
    if (!request || request.status !== 'pending') {
      return res.status(404).end();
    }
    request.status = 'rejected';
    request.decidedBy = req.user.id;
    request.rejectionReason = req.body.reason || null;
    await request.save();
    return res.json(request);
  } catch (err) {
    return next(err);
  }
});

router.delete('/:id', requireRole('employee'), async (req, res, next) => {
  try {
    const request = await LeaveRequest.findOne({ _id: req.params.id, employeeId: req.user.id });
    if (!request || request.status !== 'pending') {
      return res.status(404).end();
    }
    await request.deleteOne();
    return res.status(204).end();
  } catch (err) {
    return next(err);
  }
});

module.exports = router;
