import { memo } from 'react';
import clsx from 'clsx';

import type { Product } from '../../types/catalog';
import { formatCurrency } from '../../utils/format';
import { useCart } from '../../hooks/useCart';

import styles from './ProductCard.module.css';

interface RatingProps {
  value: number;
  count: number;
}

function Rating({ value, count }: RatingProps) {
  const rounded = Math.round(value * 2) / 2;
  return (
    <div className={styles.rating} aria-label={`Rated ${rounded} out of 5`}>
      {[1, 2, 3, 4, 5].map((star) => (
        <span
          key={star}
          className={clsx(styles.star, {
            [styles.starFull]: star <= rounded,
            [styles.starHalf]: star - 0.5 === rounded,
          })}
        />
      ))}
      <span className={styles.ratingCount}>({count})</span>
    </div>
  );
}

interface BadgeProps {
  tone: 'new' | 'sale' | 'soldOut';
  children: React.ReactNode;
}

function Badge({ tone, children }: BadgeProps) {
  return <span className={clsx(styles.badge, styles[`badge_${tone}`])}>{children}</span>;
}

interface ProductCardProps {
  product: Product;
  onSelect?: (product: Product) => void;
}

function ProductCard({ product, onSelect }: ProductCardProps) {
  const { addItem, isAdding } = useCart();
  const onSale = product.salePrice != null && product.salePrice < product.price;
  const soldOut = product.stock === 0;

  return (
    <article
      className={clsx(styles.card, { [styles.cardSoldOut]: soldOut })}
      onClick={() => onSelect?.(product)}
    >
      <div className={styles.imageWrap}>
        <img src={product.imageUrl} alt={product.name} loading="lazy" />
        {product.isNew && <Badge tone="new">New</Badge>}
        {onSale && <Badge tone="sale">Sale</Badge>}
        {soldOut && <Badge tone="soldOut">Sold out</Badge>}
      </div>
      <h3 className={styles.title}>{product.name}</h3>
      <Rating value={product.rating} count={product.reviewCount} />
      {onSale ? (
        <p className={styles.price}>
          <del>{formatCurrency(product.price)}</del>{' '}
          <strong className={styles.salePrice}>{formatCurrency(product.salePrice!)}</strong>
        </p>
      ) : (
        <p className={styles.price}>{formatCurrency(product.price)}</p>
      )}
      <button
        type="button"
        className={styles.addButton}
        disabled={isAdding || soldOut}
        onClick={(event) => {
          event.stopPropagation();
          addItem(product.id, 1);
        }}
      >
        {soldOut ? 'Notify me' : 'Add to cart'}
      </button>
    </article>
  );
}

export default memo(ProductCard);
