    // ... existing code ...

    public function download(Request $request, Invoice $invoice): Response
    {
        Gate::authorize('view', $invoice);

        $format = $request->query('format', 'pdf');
        if ($format === 'csv') {
            return response($invoice->toCsv(), 200, [
                'Content-Type' => 'text/csv',
                'Content-Disposition' => sprintf('attachment; filename="invoice-%s.csv"', $invoice->number),
            ]);
        }

        $pdf = $this->renderer->render($invoice);
        // ... existing code ...
    }

    // ... existing code ...
