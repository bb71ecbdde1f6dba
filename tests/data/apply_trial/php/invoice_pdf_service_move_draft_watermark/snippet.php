    public function render(Invoice $invoice): string
    {
        // ... existing code ...

        $html = $this->twig->render('invoice/pdf.html.twig', [
            'invoice' => $invoice,
            'lines' => $this->formatLines($invoice),
            'totals' => $this->totals($invoice),
            'logo' => $this->logoDataUri(),
            'draft' => $invoice->isDraft(),
        ]);

        $dompdf->loadHtml($html);
        $dompdf->render();

        // ... existing code ...
    }
