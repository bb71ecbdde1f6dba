<?php

declare(strict_types=1);

namespace Metro\Fares\Capping;

use Metro\Fares\Media\TapEvent;
use Metro\Fares\Receipts\Receipt;
use Metro\Fares\Receipts\ReceiptIssuer;
use Psr\Log\LoggerInterface;

final class TapProcessor
{
    private const TRANSFER_WINDOW_SECONDS = 5400;

    public function __construct(
        private readonly FareTable $fares,
        private readonly CapLedger $ledger,
        private readonly ReceiptIssuer $receipts,
        private readonly LoggerInterface $logger,
    ) {
    }

    public function process(TapEvent $tap): Receipt
    {
        if ($this->isTransfer($tap)) {
            return $this->processTransfer($tap);
        }

        $fare = $this->fares->baseFare($tap->fareProductId(), $tap->mode());
        $spent = $this->ledger->spentOnServiceDay($tap->accountId(), $tap->serviceDay());
        $cap = $this->fares->dailyCap($tap->fareProductId());

        $charged = min($fare, max(0, $cap - $spent));
        $this->ledger->record($tap->accountId(), $tap->serviceDay(), $charged);

        if ($charged < $fare) {
            $this->logger->info('fare capped', [
                'account' => $tap->accountId(),
                'fare' => $fare,
                'charged' => $charged,
            ]);
        }

        return $this->receipts->issue($tap, $charged);
    }

    private function processTransfer(TapEvent $tap): Receipt
    {
        $upgrade = $this->fares->transferUpgrade($tap->fareProductId(), $tap->mode());
        $charged = 0;

        if ($upgrade > 0) {
            $spent = $this->ledger->spentOnServiceDay($tap->accountId(), $tap->serviceDay());
            $cap = $this->fares->dailyCap($tap->fareProductId());
            $charged = min($upgrade, max(0, $cap - $spent));
            $this->ledger->record($tap->accountId(), $tap->serviceDay(), $charged);
        }

        return $this->receipts->issue($tap, $charged);
    }

    private function isTransfer(TapEvent $tap): bool
    {
        $last = $this->ledger->lastBoarding($tap->accountId());
        if ($last === null) {
            return false;
        }

        return $tap->routeId() !== $last->routeId()
            && $tap->tappedAt()->getTimestamp() - $last->tappedAt()->getTimestamp() <= self::TRANSFER_WINDOW_SECONDS;
    }
}
