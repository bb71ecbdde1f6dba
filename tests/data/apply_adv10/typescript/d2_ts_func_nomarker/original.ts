import { createHash } from 'node:crypto';

export function etag(body: string): string {
  const hash = createHash('sha1').update(body).digest('base64');
  return `"${hash.slice(0, 27)}"`;
}
