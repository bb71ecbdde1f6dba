package com.example.billing.web;

import java.util.List;

import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;

import com.example.billing.invoice.Invoice;
import com.example.billing.invoice.InvoiceRequest;
import com.example.billing.invoice.InvoiceService;
import com.example.billing.mail.InvoiceMailer;

@RestController
@RequestMapping("/api/invoices")
public class InvoiceController {

    private final InvoiceService invoices;
    private final InvoiceMailer mailer;

    public InvoiceController(InvoiceService invoices, InvoiceMailer mailer) {
        this.invoices = invoices;
        this.mailer = mailer;
    }

    @GetMapping
    public List<Invoice> list() {
        return invoices.findAll();
    }

    @GetMapping("/{id}")
    public ResponseEntity<Invoice> get(@PathVariable long id) {
        return invoices.findById(id)
                .map(ResponseEntity::ok)
                .orElse(ResponseEntity.notFound().build());
    }

    @PostMapping
    @ResponseStatus(HttpStatus.CREATED)
    public Invoice create(@RequestBody InvoiceRequest request) {
        return invoices.create(request);
    }

    @PostMapping("/{id}/send")
    public ResponseEntity<Void> send(@PathVariable long id) {
        return invoices.findById(id)
                .map(invoice -> {
                    mailer.send(invoice);
                    return ResponseEntity.accepted().<Void>build();
                })
                .orElse(ResponseEntity.notFound().build());
    }

    @PostMapping("/{id}/resend")
    public ResponseEntity<Void> resend(@PathVariable long id) {
        return invoices.findById(id)
                .map(invoice -> {
                    mailer.send(invoice);
                    return ResponseEntity.accepted().<Void>build();
                })
                .orElse(ResponseEntity.notFound().build());
    }

    @PostMapping("/{id}/void")
    public ResponseEntity<Invoice> voidInvoice(@PathVariable long id) {
        return invoices.voidInvoice(id)
                .map(ResponseEntity::ok)
                .orElse(ResponseEntity.notFound().build());
    }

    @DeleteMapping("/{id}")
    @ResponseStatus(HttpStatus.NO_CONTENT)
    public void delete(@PathVariable long id) {
        invoices.delete(id);
    }
}
