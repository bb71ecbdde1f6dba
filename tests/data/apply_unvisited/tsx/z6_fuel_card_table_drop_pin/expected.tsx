import { useState } from "react";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatCurrency, maskCardNumber } from "@/lib/format";
import type { FuelCard } from "@/types/fuel";

type FuelCardTableProps = {
  cards: FuelCard[];
  onBlock: (cardId: string) => Promise<void>;
  onEditLimit: (card: FuelCard) => void;
};

export default function FuelCardTable({ cards, onBlock, onEditLimit }: FuelCardTableProps) {
  const [pendingId, setPendingId] = useState<string | null>(null);

  async function handleBlock(card: FuelCard) {
    if (!window.confirm(`Block card ${maskCardNumber(card.number)} for ${card.vehiclePlate}?`)) {
      return;
    }
    setPendingId(card.id);
    try {
      await onBlock(card.id);
    } finally {
      setPendingId(null);
    }
  }

  return (
    <table className="w-full text-sm">
      <thead>
        <tr className="text-left text-muted-foreground">
          <th className="py-2">Card</th>
          <th>Vehicle</th>
          <th>Daily limit</th>
          <th>Spent today</th>
          <th>Status</th>
          <th />
        </tr>
      </thead>
      <tbody>
        {cards.map((card) => (
          <tr key={card.id} className="border-t">
            <td className="py-2 font-mono">{maskCardNumber(card.number)}</td>
            <td>{card.vehiclePlate}</td>
            <td>{formatCurrency(card.dailyLimit)}</td>
            <td>{formatCurrency(card.spentToday)}</td>
            <td>
              {card.blocked ? <Badge variant="destructive">Blocked</Badge> : <Badge variant="secondary">Active</Badge>}
            </td>
            <td className="space-x-2 text-right">
              <Button size="sm" variant="outline" onClick={() => onEditLimit(card)}>
                Edit limit
              </Button>
              <Button
                size="sm"
                variant="destructive"
                disabled={card.blocked || pendingId === card.id}
                onClick={() => handleBlock(card)}
              >
                Block
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
