// ... existing code ...

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

// ... existing code ...
