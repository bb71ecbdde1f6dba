    public function toTruckstop(Load $load): array
    {
        return [
            // ... existing fields ...
            'Weight' => $load->weight_lbs,
            'Length' => $load->trailer_length_ft,
            'Commodity' => $load->commodity ?? 'General freight',
            'PaymentAmount' => $load->posted_rate_cents ? intdiv($load->posted_rate_cents, 100) : null,
            'Comments' => $this->comments($load),
        ];
    }
