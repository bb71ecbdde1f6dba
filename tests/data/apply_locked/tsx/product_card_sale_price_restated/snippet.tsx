// ... existing code ...

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

// ... existing code ...
