package inventory

import (
	"context"
	"errors"
	"fmt"
	"time"
)

var (
	ErrNotFound          = errors.New("inventory: item not found")
	ErrInsufficientStock = errors.New("inventory: insufficient stock")
)

type Item struct {
	SKU       string
	Name      string
	Quantity  int
	Reserved  int
	UpdatedAt time.Time
}

type Store interface {
	Get(ctx context.Context, sku string) (*Item, error)
	Save(ctx context.Context, item *Item) error
}

type Service struct {
	store Store
	now   func() time.Time
}

func NewService(store Store) *Service {
	return &Service{store: store, now: time.Now}
}

func (s *Service) Available(ctx context.Context, sku string) (int, error) {
	item, err := s.store.Get(ctx, sku)
	if err != nil {
		return 0, err
	}
	return item.Quantity - item.Reserved, nil
}

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

func (s *Service) Release(ctx context.Context, sku string, qty int) error {
	item, err := s.store.Get(ctx, sku)
	if err != nil {
		return fmt.Errorf("release %s: %w", sku, err)
	}
	if qty > item.Reserved {
		qty = item.Reserved
	}
	item.Reserved -= qty
	item.UpdatedAt = s.now()
	return s.store.Save(ctx, item)
}

func (s *Service) Restock(ctx context.Context, sku string, qty int) error {
	if qty <= 0 {
		return fmt.Errorf("restock %s: quantity must be positive, got %d", sku, qty)
	}
	item, err := s.store.Get(ctx, sku)
	if err != nil {
		return fmt.Errorf("restock %s: %w", sku, err)
	}
	item.Quantity += qty
	item.UpdatedAt = s.now()
	return s.store.Save(ctx, item)
}

func (s *Service) Ship(ctx context.Context, sku string, qty int) error {
	item, err := s.store.Get(ctx, sku)
	if err != nil {
		return fmt.Errorf("ship %s: %w", sku, err)
	}
	if qty > item.Reserved {
		return fmt.Errorf("ship %s: only %d reserved, cannot ship %d", sku, item.Reserved, qty)
	}
	item.Reserved -= qty
	item.Quantity -= qty
	item.UpdatedAt = s.now()
	return s.store.Save(ctx, item)
}
