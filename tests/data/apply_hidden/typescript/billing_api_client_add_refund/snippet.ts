// ... existing code ...

  async capturePayment(paymentId: string, amountCents: number): Promise<Payment> {
    const res = await this.http.post<Payment>(
      `${BASE_PATH}/payments/${paymentId}/capture`,
      { amount_cents: amountCents },
      this.opts,
    );
    return res.data;
  }

  async refundPayment(paymentId: string, amountCents?: number, reason?: string): Promise<Payment> {
    const res = await this.http.post<Payment>(
      `${BASE_PATH}/payments/${paymentId}/refund`,
      { amount_cents: amountCents, reason },
      this.opts,
    );
    return res.data;
  }
}

// ... existing code ...
