// ... existing code ...

router.delete('/:id', requireRole('employee'), async (req, res, next) => {
  // ... existing code ...
});

// Turn Mongoose cast/validation errors into 4xx responses instead of a generic 500.
function leaveErrorHandler(err, req, res, next) {
  if (err.name === 'CastError') {
    return res.status(404).end();
  }
  if (err.name === 'ValidationError') {
    return res.status(422).json({ errors: Object.values(err.errors).map((e) => e.message) });
  }
  return next(err);
}

router.use(leaveErrorHandler);

module.exports = { router, validateLeaveRequest };
