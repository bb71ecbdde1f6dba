import type { NextFunction, Request, Response } from 'express';
import jwt from 'jsonwebtoken';

import { config } from '../config';

export interface AuthUser {
  id: string;
  role: 'admin' | 'member';
}

export function issueToken(user: AuthUser): string {
  return jwt.sign(user, config.jwtSecret, { expiresIn: '12h' });
}

export function apiKeyAuth(req: Request, res: Response, next: NextFunction) {
  const key = req.header('x-api-key');
  if (!key || !config.legacyApiKeys.includes(key)) {
    return res.status(401).json({ error: 'unauthorized' });
  }
  res.locals.user = { id: `key:${key.slice(0, 6)}`, role: 'member' } satisfies AuthUser;
  next();
}

export function bearerAuth(req: Request, res: Response, next: NextFunction) {
  const header = req.header('authorization') ?? '';
  const token = header.startsWith('Bearer ') ? header.slice(7) : '';
  try {
    res.locals.user = jwt.verify(token, config.jwtSecret) as AuthUser;
    next();
  } catch {
    res.status(401).json({ error: 'unauthorized' });
  }
}

export function requireRole(role: AuthUser['role']) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (res.locals.user?.role !== role) {
      return res.status(403).json({ error: 'forbidden' });
    }
    next();
  };
}
