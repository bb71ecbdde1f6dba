// ... existing code ...

    public function process(TapEvent $tap): Receipt
    {
        // ... existing code ...

        if ($charged < $fare) {
            $this->logger->info('fare capped', [
                // ... existing code ...
            ]);
        }

        return $this->receipts->issue($tap, $charged, capped: $charged < $fare);
    }

// ... existing code ...
