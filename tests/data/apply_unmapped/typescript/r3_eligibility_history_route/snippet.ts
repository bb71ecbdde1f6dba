export function insuranceRouter(eligibility: EligibilityService, claims: ClaimService): Router {
  const router = Router();

  // --- eligibility -------------------------------------------------------

  // ... GET /eligibility/:patientId and POST .../verify unchanged ...

  router.get(
    "/eligibility/:patientId/history",
    requireRole("front_desk"),
    wrap(async (req, res) => {
      const { patientId } = patientParams.parse(req.params);
      const limit = z.coerce.number().int().min(1).max(50).default(10).parse(req.query.limit);
      res.json(await eligibility.history(patientId, limit));
    }),
  );

  // --- claims ------------------------------------------------------------

  // ... claim routes as before ...

  return router;
}
