    // ... existing code ...

    public void sendInvoice(String to, List<String> cc, Invoice invoice) {
        MailMessage message = new MailMessage(from, to);
        if (cc != null && !cc.isEmpty()) {
            message.setCc(cc);
        }
        message.setSubject("Invoice #" + invoice.getNumber());
        message.setBody(templates.render("invoice", Map.of("invoice", invoice)));
        message.attach(invoice.getNumber() + ".pdf", invoice.renderPdf());
        transport.send(message);
    }

    // ... existing code ...
