import React from "react";
import { formatPrice } from "../../lib/money";
import { QuantityStepper } from "../ui/QuantityStepper";
import { PromoTag } from "./PromoTag";
import type { CartItem } from "../../types/cart";

interface CartItemRowProps {
  item: CartItem;
  currency: string;
  onQuantityChange: (id: string, quantity: number) => void;
  onRemove: (id: string) => void;
}

function ItemThumbnail({ src, alt }: { src?: string; alt: string }) {
  if (!src) {
    return <div className="cart-item__thumb cart-item__thumb--empty" aria-hidden="true" />;
  }
  return <img className="cart-item__thumb" src={src} alt={alt} loading="lazy" />;
}

function LineTotal({ price, quantity, currency }: { price: number; quantity: number; currency: string }) {
  return (
    <span className="cart-item__total">
      {formatPrice(price * quantity, currency)}
    </span>
  );
}

export function CartItemRow({ item, currency, onQuantityChange, onRemove }: CartItemRowProps) {
  const handleChange = (quantity: number) => {
    if (quantity < 1) {
      onRemove(item.id);
      return;
    }
    onQuantityChange(item.id, quantity);
  };

  return (
    <li className="cart-item">
      <ItemThumbnail src={item.imageUrl} alt={item.name} />
      <div className="cart-item__details">
        <span className="cart-item__name">{item.name}</span>
        {item.promo && <PromoTag promo={item.promo} />}
        <span className="cart-item__unit">{formatPrice(item.price, currency)} each</span>
      </div>
      <QuantityStepper value={item.quantity} min={0} max={item.stock} onChange={handleChange} />
      <LineTotal price={item.price} quantity={item.quantity} currency={currency} />
      <button
        type="button"
        className="cart-item__remove"
        aria-label={`Remove ${item.name}`}
        onClick={() => onRemove(item.id)}
      >
        Remove
      </button>
    </li>
  );
}
