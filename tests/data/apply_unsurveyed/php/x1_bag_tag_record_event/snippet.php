// ... existing code ...

    public function recordEvent(string $rawTag, string $eventType, string $location): BagEvent
    {
        $tag = $this->normalise($rawTag);
        $bag = $this->bags->findByTag($tag);
        if ($bag === null) {
            $this->logger->warning('Event for unknown bag', ['tag' => $tag, 'event' => $eventType]);
            $bag = $this->bags->createPlaceholder($tag);
        } elseif ($bag->status === Bag::STATUS_DELIVERED) {
            // Late scans from the reclaim belt arrive after the passenger has collected the bag.
            $this->logger->notice('Ignoring event for delivered bag', ['tag' => $tag, 'event' => $eventType]);
            return $this->bags->latestEvent($bag->id);
        }

        $event = new BagEvent(
            $bag->id,
            $eventType,
            strtoupper($location),
            new \DateTimeImmutable('now', new \DateTimeZone('UTC')),
        );
        $this->bags->appendEvent($event);
        $this->logger->info('Bag event recorded', ['tag' => $tag, 'event' => $eventType, 'location' => $location]);

        return $event;
    }

// ... existing code ...
