    // ... existing code ...

    public function update(UpdateInvoiceRequest $request, Invoice $invoice): InvoiceResource
    {
        // ... existing code ...
    }

    public function destroy(Invoice $invoice): JsonResponse
    {
        if ($invoice->status === 'paid') {
            return response()->json(['message' => 'Paid invoices cannot be deleted.'], 409);
        }

        $invoice->lines()->delete();
        $invoice->delete();

        return response()->json(null, 204);
    }
}
