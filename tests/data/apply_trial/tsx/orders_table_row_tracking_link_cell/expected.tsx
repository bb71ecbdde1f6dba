import { format } from "date-fns";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { TableCell, TableRow } from "@/components/ui/table";
import { formatCurrency } from "@/lib/format";
import type { Order, OrderStatus } from "@/lib/types";

const STATUS_VARIANT: Record<OrderStatus, "default" | "secondary" | "destructive" | "outline"> = {
  pending: "outline",
  paid: "secondary",
  shipped: "default",
  delivered: "default",
  cancelled: "destructive",
};

interface OrderRowProps {
  order: Order;
  selected: boolean;
  onSelect: (id: string) => void;
  onCancel: (id: string) => void;
}

export function OrderRow({ order, selected, onSelect, onCancel }: OrderRowProps) {
  const cancellable = order.status === "pending" || order.status === "paid";
  const placedAt = format(new Date(order.placedAt), "MMM d, yyyy");
  const trackingUrl = order.trackingNumber
    ? `https://track.example.com/${encodeURIComponent(order.trackingNumber)}`
    : null;

  return (
    <TableRow data-state={selected ? "selected" : undefined} onClick={() => onSelect(order.id)}>
      <TableCell className="font-medium">{order.number}</TableCell>
      <TableCell>{order.customerName}</TableCell>
      <TableCell>{placedAt}</TableCell>
      <TableCell>
        <Badge variant={STATUS_VARIANT[order.status]}>{order.status}</Badge>
      </TableCell>
      <TableCell>
        {trackingUrl ? (
          <a href={trackingUrl} target="_blank" rel="noreferrer" onClick={(e) => e.stopPropagation()}>
            {order.trackingNumber}
          </a>
        ) : (
          <span className="text-muted-foreground">-</span>
        )}
      </TableCell>
      <TableCell className="text-right">{formatCurrency(order.totalCents / 100)}</TableCell>
      <TableCell className="text-right">
        <Button
          variant="ghost"
          size="sm"
          disabled={!cancellable}
          onClick={(event) => {
            event.stopPropagation();
            onCancel(order.id);
          }}
        >
          Cancel
        </Button>
      </TableCell>
    </TableRow>
  );
}
