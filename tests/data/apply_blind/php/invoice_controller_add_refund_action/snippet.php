    // ... existing code ...

    public function cancel(Request $request, int $id): JsonResponse
    {
        $invoice = $this->findOwned($request, $id);
        $this->authorize('update', $invoice);

        $invoice = $this->invoices->cancel($invoice, $request->input('reason'));

        return response()->json($invoice);
    }

    public function refund(Request $request, int $id): JsonResponse
    {
        $invoice = $this->findOwned($request, $id);
        $this->authorize('refund', $invoice);

        $amount = (int) $request->input('amount_cents', $invoice->total_cents);
        $invoice = $this->invoices->refund($invoice, $amount, $request->input('reason'));

        return response()->json($invoice);
    }

    // ... existing code ...
