<?php

declare(strict_types=1);

namespace App\Baggage;

use App\Baggage\Exceptions\InvalidBagTagException;
use App\Baggage\Models\Bag;
use App\Baggage\Models\BagEvent;
use Psr\Log\LoggerInterface;

final class BagTagService
{
    private const LICENSE_PLATE_LENGTH = 10;

    public function __construct(
        private readonly BagRepository $bags,
        private readonly LoggerInterface $logger,
    ) {
    }

    public function normalise(string $raw): string
    {
        $tag = preg_replace('/\s+/', '', strtoupper($raw));
        if (strlen($tag) === 8 && ctype_alpha(substr($tag, 0, 2))) {
            // Two-letter carrier prefix + six digits, e.g. LH123456 -> 0220123456
            $tag = $this->carrierNumericCode(substr($tag, 0, 2)) . substr($tag, 2);
        }
        if (strlen($tag) !== self::LICENSE_PLATE_LENGTH || !ctype_digit($tag)) {
            throw new InvalidBagTagException("Invalid bag tag: {$raw}");
        }
        return $tag;
    }

    public function recordEvent(string $rawTag, string $eventType, string $location): BagEvent
    {
        $tag = $this->normalise($rawTag);
        $bag = $this->bags->findByTag($tag);
        if ($bag === null) {
            $this->logger->warning('Event for unknown bag', ['tag' => $tag, 'event' => $eventType]);
            $bag = $this->bags->createPlaceholder($tag);
        }

        $event = new BagEvent($bag->id, $eventType, $location, new \DateTimeImmutable());
        $this->bags->appendEvent($event);

        return $event;
    }

    public function lastKnownLocation(string $rawTag): ?string
    {
        $bag = $this->bags->findByTag($this->normalise($rawTag));
        if ($bag === null) {
            return null;
        }
        $events = $this->bags->eventsFor($bag->id);
        if ($events === []) {
            return null;
        }
        return end($events)->location;
    }

    public function isDelivered(string $rawTag): bool
    {
        $bag = $this->bags->findByTag($this->normalise($rawTag));
        return $bag !== null && $bag->status === Bag::STATUS_DELIVERED;
    }

    private function carrierNumericCode(string $designator): string
    {
        return match ($designator) {
            'LH' => '0220',
            'LX' => '0724',
            'OS' => '0257',
            'SN' => '0082',
            default => throw new InvalidBagTagException("Unknown carrier {$designator}"),
        };
    }
}
