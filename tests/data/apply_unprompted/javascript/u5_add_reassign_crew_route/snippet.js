// ... existing code ...

// Reassign a scheduled switch move to a different switch crew
router.patch('/yards/:yardId/moves/:moveId/crew', requireRole('yardmaster'), async (req, res, next) => {
  try {
    const { crewId } = req.body;
    if (!crewId) {
      return res.status(422).json({ errors: ['crewId is required'] });
    }
    const move = await switchingService.reassignCrew(req.params.yardId, req.params.moveId, crewId);
    if (!move) {
      return res.status(404).json({ error: 'Move not found' });
    }
    res.json({ move });
  } catch (err) {
    next(err);
  }
});

module.exports = router;
