// ... existing code ...

  async getInvoice(id: string): Promise<Invoice> {
    return this.request<Invoice>("GET", `/invoices/${encodeURIComponent(id)}`);
  }

  async downloadInvoicePdf(id: string): Promise<Blob> {
    const response = await this.fetchImpl(
      `${this.options.baseUrl}/invoices/${encodeURIComponent(id)}/pdf`,
      { headers: { authorization: `Bearer ${this.options.token}` } },
    );
    if (!response.ok) {
      throw new ApiError(response.status, await response.text());
    }
    return response.blob();
  }

  async listInvoices(status?: InvoiceStatus, cursor?: string): Promise<Page<Invoice>> {
    // ... existing code ...
