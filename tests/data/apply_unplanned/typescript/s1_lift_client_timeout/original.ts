import type { Lift, LiftState, LiftStatusUpdate, WaitTime } from "./types";

export class ApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export interface LiftStatusClientOptions {
  baseUrl: string;
  token?: string;
}

export class LiftStatusClient {
  private readonly baseUrl: string;
  private readonly token?: string;

  constructor(options: LiftStatusClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/$/, "");
    this.token = options.token;
  }

  private async request<T>(path: string, init: RequestInit = {}): Promise<T> {
    const res = await fetch(`${this.baseUrl}${path}`, {
      ...init,
      headers: {
        "Content-Type": "application/json",
        ...(this.token ? { Authorization: `Bearer ${this.token}` } : {}),
        ...init.headers,
      },
    });
    if (!res.ok) {
      throw new ApiError(res.status, `${init.method ?? "GET"} ${path} failed: ${res.status}`);
    }
    return (await res.json()) as T;
  }

  async listLifts(): Promise<Lift[]> {
    return this.request<Lift[]>("/lifts");
  }

  async getLift(id: string): Promise<Lift> {
    return this.request<Lift>(`/lifts/${encodeURIComponent(id)}`);
  }

  async liftsByState(state: LiftState): Promise<Lift[]> {
    const lifts = await this.listLifts();
    return lifts.filter((lift) => lift.state === state);
  }

  async updateLift(id: string, update: LiftStatusUpdate): Promise<Lift> {
    return this.request<Lift>(`/lifts/${encodeURIComponent(id)}/status`, {
      method: "PUT",
      body: JSON.stringify(update),
    });
  }

  async waitTimes(): Promise<WaitTime[]> {
    return this.request<WaitTime[]>("/lifts/wait-times");
  }

  async longestWait(): Promise<WaitTime | undefined> {
    const waits = await this.waitTimes();
    return waits.reduce<WaitTime | undefined>(
      (max, w) => (max === undefined || w.minutes > max.minutes ? w : max),
      undefined,
    );
  }
}

export function createLiftStatusClient(baseUrl: string, token?: string): LiftStatusClient {
  return new LiftStatusClient({ baseUrl, token });
}
