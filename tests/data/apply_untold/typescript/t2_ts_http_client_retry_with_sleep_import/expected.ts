import axios, { AxiosError, AxiosInstance, AxiosRequestConfig } from "axios";
import { logger } from "./logger";
import type { ApiErrorBody } from "./types";
import { sleep } from "./util/sleep";

const RETRYABLE_STATUSES = new Set([502, 503, 504]);
const MAX_ATTEMPTS = 3;

export class ApiError extends Error {
  constructor(
    public readonly status: number,
    public readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export interface HttpClientOptions {
  baseURL: string;
  timeoutMs?: number;
  getToken?: () => string | undefined;
}

export class HttpClient {
  private readonly http: AxiosInstance;

  constructor(private readonly options: HttpClientOptions) {
    this.http = axios.create({
      baseURL: options.baseURL,
      timeout: options.timeoutMs ?? 10_000,
    });
    this.http.interceptors.request.use((config) => {
      const token = this.options.getToken?.();
      if (token) {
        config.headers = config.headers ?? {};
        config.headers.Authorization = `Bearer ${token}`;
      }
      return config;
    });
  }

  async request<T>(config: AxiosRequestConfig): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        const response = await this.http.request<T>(config);
        return response.data;
      } catch (err) {
        const apiError = this.toApiError(err);
        if (attempt >= MAX_ATTEMPTS || !RETRYABLE_STATUSES.has(apiError.status)) {
          throw apiError;
        }
        logger.info("retrying request", { attempt, url: config.url });
        await sleep(200 * 2 ** attempt);
      }
    }
  }

  get<T>(url: string, config?: AxiosRequestConfig): Promise<T> {
    return this.request<T>({ ...config, method: "GET", url });
  }

  post<T>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<T> {
    return this.request<T>({ ...config, method: "POST", url, data });
  }

  delete<T>(url: string, config?: AxiosRequestConfig): Promise<T> {
    return this.request<T>({ ...config, method: "DELETE", url });
  }

  private toApiError(err: unknown): ApiError {
    if (axios.isAxiosError(err)) {
      const axiosErr = err as AxiosError<ApiErrorBody>;
      const status = axiosErr.response?.status ?? 0;
      const body = axiosErr.response?.data;
      logger.warn("request failed", { status, url: axiosErr.config?.url });
      return new ApiError(status, body?.code ?? "network_error", body?.message ?? axiosErr.message);
    }
    return new ApiError(0, "unknown", String(err));
  }
}
