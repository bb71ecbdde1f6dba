import Image from "next/image";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { Product } from "@/types/catalog";

type ProductCardProps = {
  product: Product;
  onAdd: (productId: string) => void;
};

export function formatPrice(cents: number, currency = "USD"): string {
  return new Intl.NumberFormat("en-US", {
    style: "currency",
    currency,
  }).format(cents / 100);
}

function StockBadge({ stock }: { stock: number }) {
  if (stock === 0) {
    return <Badge variant="destructive">Sold out</Badge>;
  }
  if (stock < 5) {
    return <Badge variant="secondary">Only {stock} left</Badge>;
  }
  return null;
}

export function ProductCard({ product, onAdd }: ProductCardProps) {
  const discounted = product.salePriceCents !== undefined;

  return (
    <div className="flex flex-col overflow-hidden rounded-xl border">
      <div className="relative aspect-square">
        <Image
          src={product.imageUrl}
          alt={product.name}
          fill
          className="object-cover"
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <h3 className="font-medium leading-tight">{product.name}</h3>
          <StockBadge stock={product.stock} />
        </div>
        <div className="flex items-baseline gap-2">
          <span className="text-lg font-semibold">
            {formatPrice(product.salePriceCents ?? product.priceCents, product.currency)}
          </span>
          {discounted && (
            <span className="text-sm text-muted-foreground line-through">
              {formatPrice(product.priceCents, product.currency)}
            </span>
          )}
        </div>
        <Button
          className="mt-auto"
          disabled={product.stock === 0}
          onClick={() => onAdd(product.id)}
        >
          Add to cart
        </Button>
      </div>
    </div>
  );
}
