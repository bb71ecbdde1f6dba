import { useState } from 'react';

import { submitOffer } from '../api/offers';
import { formatCurrency } from '../lib/format';
import type { Listing } from '../types';

type FinancingType = 'cash' | 'mortgage_agreed' | 'mortgage_pending';

interface OfferFormProps {
  listing: Listing;
  onSubmitted?: (offerId: string) => void;
}

export function OfferForm({ listing, onSubmitted }: OfferFormProps) {
  const [amount, setAmount] = useState('');
  const [financing, setFinancing] = useState<FinancingType>('mortgage_agreed');
  const [conditions, setConditions] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsedAmount = Number(amount.replace(/[^0-9.]/g, ''));
    if (!parsedAmount || parsedAmount <= 0) {
      setError('Enter the amount you want to offer.');
      return;
    }
    if (parsedAmount < listing.minimumOffer) {
      setError(`Offers start at ${formatCurrency(listing.minimumOffer)}.`);
      return;
    }
    setError(null);
    setSubmitting(true);
    try {
      const offer = await submitOffer({
        listingId: listing.id,
        amount: parsedAmount,
        financing,
        conditions: conditions.trim() || undefined,
      });
      onSubmitted?.(offer.id);
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Could not submit your offer.');
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form className="offer-form" onSubmit={handleSubmit}>
      <label>
        Your offer
        <input
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          placeholder={formatCurrency(listing.askingPrice)}
        />
      </label>
      <label>
        Financing
        <select value={financing} onChange={(e) => setFinancing(e.target.value as FinancingType)}>
          <option value="cash">Cash buyer</option>
          <option value="mortgage_agreed">Mortgage agreed in principle</option>
          <option value="mortgage_pending">Mortgage not yet arranged</option>
        </select>
      </label>
      <label>
        Conditions (optional)
        <textarea value={conditions} onChange={(e) => setConditions(e.target.value)} rows={3} />
      </label>
      {error && <p className="offer-form__error">{error}</p>}
      <button type="submit" disabled={submitting}>
        {submitting ? 'Sending…' : 'Submit offer'}
      </button>
    </form>
  );
}
