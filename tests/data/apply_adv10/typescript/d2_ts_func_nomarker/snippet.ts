export function etag(body: string, weak = false): string {
  const hash = createHash('sha1').update(body).digest('base64');
  const tag = `"${hash.slice(0, 27)}"`;
  return weak ? `W/${tag}` : tag;
}
