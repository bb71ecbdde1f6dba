import type { NextFunction, Request, Response } from "express";
import jwt, { type JwtPayload } from "jsonwebtoken";

import { config } from "../config";
import { UnauthorizedError } from "../errors";

export interface AuthUser {
  id: string;
  email: string;
  roles: string[];
}

declare module "express-serve-static-core" {
  interface Request {
    user?: AuthUser;
  }
}

function fromBearerHeader(req: Request): string | null {
  const header = req.headers.authorization;
  if (!header || !header.startsWith("Bearer ")) {
    return null;
  }
  return header.slice("Bearer ".length).trim() || null;
}

function fromQueryParam(req: Request): string | null {
  const token = req.query.access_token;
  return typeof token === "string" && token.length > 0 ? token : null;
}

function verify(token: string): AuthUser {
  const payload = jwt.verify(token, config.jwtSecret, { algorithms: ["HS256"] }) as JwtPayload;
  if (!payload.sub || typeof payload.email !== "string") {
    throw new UnauthorizedError("malformed token");
  }
  return { id: payload.sub, email: payload.email, roles: (payload.roles as string[]) ?? [] };
}

export function authenticate(req: Request, _res: Response, next: NextFunction): void {
  const token = fromBearerHeader(req) ?? fromQueryParam(req);
  if (!token) {
    next(new UnauthorizedError("missing token"));
    return;
  }
  try {
    req.user = verify(token);
    next();
  } catch (err) {
    next(err instanceof UnauthorizedError ? err : new UnauthorizedError("invalid token"));
  }
}

export function requireRole(role: string) {
  return (req: Request, _res: Response, next: NextFunction): void => {
    if (!req.user?.roles.includes(role)) {
      next(new UnauthorizedError(`requires role ${role}`));
      return;
    }
    next();
  };
}
