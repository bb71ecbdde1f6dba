    // ... existing code ...

    @PostMapping("/{id}/send")
    public ResponseEntity<Void> send(@PathVariable long id) {
        return invoices.findById(id)
                .map(invoice -> {
                    mailer.send(invoice);
                    return ResponseEntity.accepted().<Void>build();
                })
                .orElse(ResponseEntity.notFound().build());
    }

    @PostMapping("/{id}/void")
    public ResponseEntity<Invoice> voidInvoice(@PathVariable long id) {
    // ... existing code ...
