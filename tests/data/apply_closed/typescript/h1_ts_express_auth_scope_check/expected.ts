import type { NextFunction, Request, Response } from "express";
import jwt, { JwtPayload, TokenExpiredError } from "jsonwebtoken";

import { config } from "../config";
import { logger } from "../logger";

export interface AuthUser {
  id: string;
  email: string;
  roles: string[];
  scopes: string[];
}

declare module "express-serve-static-core" {
  interface Request {
    user?: AuthUser;
  }
}

function extractToken(req: Request): string | null {
  const header = req.headers.authorization;
  if (header?.startsWith("Bearer ")) {
    return header.slice("Bearer ".length).trim();
  }
  const cookie = req.cookies?.["session"];
  return typeof cookie === "string" ? cookie : null;
}

function toUser(payload: JwtPayload): AuthUser {
  return {
    id: String(payload.sub),
    email: String(payload.email),
    roles: Array.isArray(payload.roles) ? payload.roles : [],
    scopes: typeof payload.scope === "string" ? payload.scope.split(" ") : [],
  };
}

export function requireAuth(req: Request, res: Response, next: NextFunction): void {
  const token = extractToken(req);
  if (!token) {
    res.status(401).json({ error: "missing_token" });
    return;
  }
  try {
    const payload = jwt.verify(token, config.jwtSecret, { audience: config.jwtAudience });
    req.user = toUser(payload as JwtPayload);
    next();
  } catch (err) {
    if (err instanceof TokenExpiredError) {
      res.status(401).json({ error: "token_expired" });
      return;
    }
    logger.warn({ err }, "rejected invalid token");
    res.status(401).json({ error: "invalid_token" });
  }
}

export function requireRole(role: string) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (!req.user) {
      res.status(401).json({ error: "unauthenticated" });
      return;
    }
    if (!req.user.roles.includes(role)) {
      res.status(403).json({ error: "forbidden", required: role });
      return;
    }
    next();
  };
}

export function requireScopes(...scopes: string[]) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (!req.user) {
      res.status(401).json({ error: "unauthenticated" });
      return;
    }
    const missing = scopes.filter((scope) => !req.user!.scopes.includes(scope));
    if (missing.length > 0) {
      res.status(403).json({ error: "insufficient_scope", missing });
      return;
    }
    next();
  };
}

export function optionalAuth(req: Request, _res: Response, next: NextFunction): void {
  const token = extractToken(req);
  if (token) {
    try {
      const payload = jwt.verify(token, config.jwtSecret, { audience: config.jwtAudience });
      req.user = toUser(payload as JwtPayload);
    } catch {
      req.user = undefined;
    }
  }
  next();
}
