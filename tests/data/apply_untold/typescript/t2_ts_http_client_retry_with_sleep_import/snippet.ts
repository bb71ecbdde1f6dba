import axios, { AxiosError, AxiosInstance, AxiosRequestConfig } from "axios";
import { logger } from "./logger";
import type { ApiErrorBody } from "./types";
import { sleep } from "./util/sleep";

const RETRYABLE_STATUSES = new Set([502, 503, 504]);
const MAX_ATTEMPTS = 3;

// ... existing code ...

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

// ... existing code ...
