    // ... existing code ...

    public function download(Invoice $invoice): Response
    {
        $this->authorize('view', $invoice);

        $pdf = $this->renderer->render($invoice);

        return response($pdf, 200, [
            'Content-Type' => 'application/pdf',
            'Content-Disposition' => 'attachment; filename="invoice-' . $invoice->number . '.pdf"',
        ]);
    }
}
