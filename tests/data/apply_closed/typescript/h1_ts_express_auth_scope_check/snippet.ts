// ... keep existing code

export function requireRole(role: string) {
  return (req: Request, res: Response, next: NextFunction): void => {
    // ... keep existing code
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

// ... keep existing code
