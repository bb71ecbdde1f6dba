// src/api/exhibitClient.ts
// Thin client for the collections API used by the gallery kiosks.

export interface Exhibit {
  id: string;
  title: string;
  hall: string;
  catalogNumber: string;
  onLoan: boolean;
}

export interface LoanSummary {
  loanNumber: string;
  borrower: string;
  dueBack: string;
}

export class ApiError extends Error {
  constructor(public readonly status: number, message: string) {
    super(message);
    this.name = "ApiError";
  }
}

export class ExhibitClient {
  constructor(
    private readonly baseUrl: string,
    private readonly apiKey: string,
  ) {}

  private async get<T>(path: string): Promise<T> {
    const res = await fetch(`${this.baseUrl}${path}`, {
      headers: { Authorization: `Bearer ${this.apiKey}`, Accept: "application/json" },
    });
    if (!res.ok) {
      throw new ApiError(res.status, `GET ${path} failed with ${res.status}`);
    }
    return (await res.json()) as T;
  }

  async getExhibit(id: string): Promise<Exhibit> {
    return this.get<Exhibit>(`/exhibits/${encodeURIComponent(id)}`);
  }

  async listByHall(hall: string): Promise<Exhibit[]> {
    const exhibits = await this.get<Exhibit[]>(`/halls/${encodeURIComponent(hall)}/exhibits`);
    return exhibits.sort((a, b) => a.title.localeCompare(b.title));
  }

  async searchExhibits(query: string): Promise<Exhibit[]> {
    const term = query.trim();
    if (term.length === 0) {
      return [];
    }
    const exhibits = await this.get<Exhibit[]>(`/exhibits?q=${encodeURIComponent(term)}`);
    return exhibits.sort((a, b) => a.title.localeCompare(b.title));
  }

  async currentLoan(id: string): Promise<LoanSummary | null> {
    try {
      return await this.get<LoanSummary>(`/exhibits/${encodeURIComponent(id)}/loan`);
    } catch (err) {
      if (err instanceof ApiError && err.status === 404) {
        return null;
      }
      throw err;
    }
  }
}

export function createKioskClient(env: Record<string, string | undefined>): ExhibitClient {
  const baseUrl = env.COLLECTIONS_API_URL ?? "https://collections.northfield-nhm.org/api/v2";
  const apiKey = env.COLLECTIONS_API_KEY;
  if (!apiKey) {
    throw new Error("COLLECTIONS_API_KEY is not set");
  }
  return new ExhibitClient(baseUrl, apiKey);
}
