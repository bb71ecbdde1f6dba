    public function sendInvoice(Customer $customer, Invoice $invoice): bool
    {
        return $this->send(
            $customer->getEmail(),
            sprintf('Invoice %s', $invoice->getNumber()),
            'emails/invoice.html.twig',
            ['customer' => $customer, 'invoice' => $invoice],
            $customer->getBillingCcEmails(),
        );
    }

    // ... existing code ...

    /**
     * @param string[] $cc
     */
    private function send(string $to, string $subject, string $template, array $context = [], array $cc = []): bool
    {
        $email = (new Email())
            ->from(new Address($this->fromAddress, $this->fromName))
            ->to($to)
            ->subject($subject)
            ->html($this->twig->render($template, $context));

        foreach ($cc as $address) {
            $email->addCc($address);
        }

        try {
            // ... existing code ...
