import { Router, type Request, type Response, type NextFunction } from "express";
import { z } from "zod";
import { requireRole } from "../middleware/auth";
import { EligibilityService } from "../services/eligibility";
import { ClaimService } from "../services/claims";

const patientParams = z.object({ patientId: z.string().uuid() });
const claimParams = z.object({ claimId: z.string().uuid() });

type Handler = (req: Request, res: Response) => Promise<void>;

function wrap(handler: Handler) {
  return (req: Request, res: Response, next: NextFunction) => {
    handler(req, res).catch(next);
  };
}

export function insuranceRouter(eligibility: EligibilityService, claims: ClaimService): Router {
  const router = Router();

  // --- eligibility -------------------------------------------------------

  router.get(
    "/eligibility/:patientId",
    requireRole("front_desk"),
    wrap(async (req, res) => {
      const { patientId } = patientParams.parse(req.params);
      const result = await eligibility.latest(patientId);
      res.json(result ?? { status: "unknown" });
    }),
  );

  router.post(
    "/eligibility/:patientId/verify",
    requireRole("front_desk"),
    wrap(async (req, res) => {
      const { patientId } = patientParams.parse(req.params);
      const result = await eligibility.verify(patientId, { force: req.query.force === "true" });
      res.status(202).json(result);
    }),
  );

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

  router.get(
    "/claims/:claimId",
    requireRole("billing"),
    wrap(async (req, res) => {
      const { claimId } = claimParams.parse(req.params);
      const claim = await claims.get(claimId);
      if (!claim) {
        res.status(404).json({ error: "claim not found" });
        return;
      }
      res.json(claim);
    }),
  );

  router.post(
    "/claims/:claimId/submit",
    requireRole("billing"),
    wrap(async (req, res) => {
      const { claimId } = claimParams.parse(req.params);
      const result = await claims.submit(claimId);
      res.status(result.accepted ? 200 : 422).json(result);
    }),
  );

  router.post(
    "/claims/:claimId/void",
    requireRole("billing"),
    wrap(async (req, res) => {
      const { claimId } = claimParams.parse(req.params);
      const { reason } = z.object({ reason: z.string().min(3) }).parse(req.body);
      const result = await claims.void(claimId, reason);
      res.status(result.accepted ? 200 : 422).json(result);
    }),
  );

  return router;
}
