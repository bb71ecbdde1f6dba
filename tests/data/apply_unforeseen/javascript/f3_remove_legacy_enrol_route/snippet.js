// ... existing code ...
      couponCode,
    });
    res.status(201).json(enrolment);
  } catch (err) {
    next(err);
  }
}

// ... removed legacyEnrolHandler (mobile < 4.2 is no longer supported) ...

async function withdrawHandler(req, res, next) {
// ... existing code ...
  enrolHandler,
);

// ... removed the legacy POST /enrol route ...

router.delete(
// ... existing code ...
