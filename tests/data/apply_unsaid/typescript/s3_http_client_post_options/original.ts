export class HttpError extends Error {
  constructor(
    public readonly status: number,
    public readonly body: string,
    message?: string,
  ) {
    super(message ?? `HTTP ${status}`);
    this.name = "HttpError";
  }
}

export interface RequestOptions {
  headers?: Record<string, string>;
  timeoutMs?: number;
}

const DEFAULT_HEADERS: Record<string, string> = {
  Accept: "application/json",
};

async function ensureOk(res: Response): Promise<Response> {
  if (!res.ok) {
    const body = await res.text();
    throw new HttpError(res.status, body);
  }
  return res;
}

export async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url, {
    method: "GET",
    headers: DEFAULT_HEADERS,
  });
  await ensureOk(res);
  return (await res.json()) as T;
}

export async function postJson<T>(url: string, body: unknown): Promise<T> {
  const res = await fetch(url, {
    method: "POST",
    headers: { ...DEFAULT_HEADERS, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  await ensureOk(res);
  return (await res.json()) as T;
}

export async function putJson<T>(url: string, body: unknown): Promise<T> {
  const res = await fetch(url, {
    method: "PUT",
    headers: { ...DEFAULT_HEADERS, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  await ensureOk(res);
  return (await res.json()) as T;
}

export async function deleteJson(url: string): Promise<void> {
  const res = await fetch(url, {
    method: "DELETE",
    headers: DEFAULT_HEADERS,
  });
  await ensureOk(res);
}
