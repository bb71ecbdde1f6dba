      if (attempt < retries && isRetryable(response.status)) {
        attempt += 1;
        const retryAfter = Number(response.headers.get("Retry-After"));
        const delayMs = Number.isFinite(retryAfter) && retryAfter > 0
          ? retryAfter * 1000
          : 2 ** attempt * 100;
        await sleep(delayMs);
        continue;
      }

      // ... rest of the loop unchanged ...
    }
  }
