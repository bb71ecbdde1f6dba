// ... imports, LedgerClientOptions, LedgerApiError and RETRYABLE_STATUSES unchanged ...

export class LedgerClient {
  // ... fields, constructor and postJournal as before ...

  async getBalance(accountId: string): Promise<AccountBalance> {
    const res = await this.request("GET", `/v1/accounts/${encodeURIComponent(accountId)}/balance`);
    return (await res.json()) as AccountBalance;
  }

  async getBalances(accountIds: string[]): Promise<AccountBalance[]> {
    return Promise.all(accountIds.map((accountId) => this.getBalance(accountId)));
  }

  // ... reverseJournal and the retrying request() helper unchanged ...
}

function sleep(ms: number): Promise<void> {
  const jitter = Math.floor(Math.random() * ms * 0.2);
  return new Promise((resolve) => setTimeout(resolve, ms + jitter));
}
