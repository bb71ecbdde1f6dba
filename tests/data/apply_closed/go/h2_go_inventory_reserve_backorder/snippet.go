// ... existing code ...

// Reserve holds qty units of sku. When allowBackorder is true the reservation
// succeeds even if it exceeds the stock on hand.
func (s *Service) Reserve(ctx context.Context, sku string, qty int, allowBackorder bool) error {
	item, err := s.store.Get(ctx, sku)
	if err != nil {
		return fmt.Errorf("reserve %s: %w", sku, err)
	}
	if !allowBackorder && item.Quantity-item.Reserved < qty {
		return ErrInsufficientStock
	}
	item.Reserved += qty
	item.UpdatedAt = s.now()
	return s.store.Save(ctx, item)
}

// ... existing code ...
