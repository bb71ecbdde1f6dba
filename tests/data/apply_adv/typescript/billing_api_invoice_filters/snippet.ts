export interface ListInvoicesOptions {
  status?: InvoiceStatus;
  limit?: number;
}

export async function listInvoices(customerId: string, options: ListInvoicesOptions = {}): Promise<Invoice[]> {
  const params = new URLSearchParams({ customer: customerId });
  if (options.status) params.set('status', options.status);
  const results: Invoice[] = [];
  let cursor: string | null = null;
  do {
    if (cursor) params.set('cursor', cursor);
    const page = await http.get<Page<Invoice>>(`/invoices?${params.toString()}`);
    results.push(...page.data);
    cursor = page.nextCursor;
  } while (cursor && (options.limit === undefined || results.length < options.limit));
  return options.limit === undefined ? results : results.slice(0, options.limit);
}

// ... listPayments unchanged ...

export async function getOverdueInvoices(customerId: string): Promise<Invoice[]> {
  return listInvoices(customerId, { status: 'overdue' });
}

// ... rest unchanged ...
