import { ApiError, TimeoutError } from './errors';
import { getToken } from './auth';
import type { Invoice, Project, User } from './types';

const BASE_URL = import.meta.env.VITE_API_URL ?? '/api';
const DEFAULT_TIMEOUT_MS = 15_000;

// ... existing code ...

async function request<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  // ... existing code ...

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(DEFAULT_TIMEOUT_MS),
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'TimeoutError') {
      throw new TimeoutError(`${method} ${path} timed out after ${DEFAULT_TIMEOUT_MS}ms`);
    }
    throw err;
  }

  // ... rest of request() unchanged ...
}

// ... existing code ...
