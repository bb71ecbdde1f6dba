<?php

declare(strict_types=1);

namespace App\Ledger\Card;

use App\Ledger\Model\JournalEntry;
use App\Ledger\Model\Posting;
use Brick\Money\Money;

/**
 * Builds balanced journal entries for cleared card transactions.
 */
final class CardPostingBuilder
{
    public function __construct(
        private readonly string $settlementAccount,
        private readonly string $feeIncomeAccount,
    ) {
    }

    public function purchase(string $customerAccount, Money $amount, string $reference): JournalEntry
    {
        $entry = new JournalEntry($reference, 'CARD_PURCHASE');
        $entry->add(Posting::debit($customerAccount, $amount));
        $entry->add(Posting::credit($this->settlementAccount, $amount));

        return $entry;
    }

    public function refund(string $customerAccount, Money $amount, string $reference): JournalEntry
    {
        $entry = new JournalEntry($reference, 'CARD_REFUND');
        $entry->add(Posting::debit($this->settlementAccount, $amount));
        $entry->add(Posting::credit($customerAccount, $amount));

        return $entry;
    }

    public function atmWithdrawal(string $customerAccount, Money $amount, Money $fee, string $reference): JournalEntry
    {
        $entry = new JournalEntry($reference, 'ATM_WITHDRAWAL');
        $entry->add(Posting::debit($customerAccount, $amount->plus($fee)));
        $entry->add(Posting::credit($this->settlementAccount, $amount));
        $entry->add(Posting::credit($this->feeIncomeAccount, $fee));

        return $entry;
    }

    public function foreignPurchase(string $customerAccount, Money $amount, Money $fxFee, string $reference): JournalEntry
    {
        $entry = new JournalEntry($reference, 'CARD_PURCHASE_FX');
        $entry->add(Posting::debit($customerAccount, $amount->plus($fxFee)));
        $entry->add(Posting::credit($this->settlementAccount, $amount));
        $entry->add(Posting::credit($this->feeIncomeAccount, $fxFee));

        return $entry;
    }

    public function chargeback(string $customerAccount, Money $amount, string $reference): JournalEntry
    {
        $entry = new JournalEntry($reference, 'CARD_CHARGEBACK');
        $entry->add(Posting::debit($this->settlementAccount, $amount));
        $entry->add(Posting::credit($customerAccount, $amount)->withMemo('Chargeback ' . $reference));

        return $entry;
    }

    public function chargebackReversal(string $customerAccount, Money $amount, string $reference): JournalEntry
    {
        $entry = new JournalEntry($reference, 'CARD_CHARGEBACK_REVERSAL');
        $entry->add(Posting::debit($customerAccount, $amount));
        $entry->add(Posting::credit($this->settlementAccount, $amount));

        return $entry;
    }
}
