package orders_test

import (
	"context"
	"errors"
	"testing"

	"example.com/shop/internal/orders"
	"example.com/shop/internal/orders/memstore"
)

func newTestService(t *testing.T) (*orders.Service, context.Context) {
	t.Helper()
	return orders.NewService(memstore.New()), context.Background()
}

func TestService_Create(t *testing.T) {
	svc, ctx := newTestService(t)
	order, err := svc.Create(ctx, "cust-1", []orders.Line{{SKU: "A-1", Qty: 2}})
	if err != nil {
		t.Fatalf("Create: %v", err)
	}
	if order.Status != orders.StatusPending {
		t.Errorf("status = %q, want %q", order.Status, orders.StatusPending)
	}
}

func TestService_Get_NotFound(t *testing.T) {
	svc, ctx := newTestService(t)
	_, err := svc.Get(ctx, "missing")
	if !errors.Is(err, orders.ErrNotFound) {
		t.Fatalf("Get: err = %v, want ErrNotFound", err)
	}
}

func TestService_Cancel(t *testing.T) {
	svc, ctx := newTestService(t)
	order, err := svc.Create(ctx, "cust-1", []orders.Line{{SKU: "A-1", Qty: 1}})
	if err != nil {
		t.Fatalf("Create: %v", err)
	}
	if err := svc.Cancel(ctx, order.ID); err != nil {
		t.Fatalf("Cancel: %v", err)
	}
	got, _ := svc.Get(ctx, order.ID)
	if got.Status != orders.StatusCancelled {
		t.Errorf("status = %q, want %q", got.Status, orders.StatusCancelled)
	}
}

func TestService_Ship(t *testing.T) {
	svc, ctx := newTestService(t)
	order, err := svc.Create(ctx, "cust-2", []orders.Line{{SKU: "B-7", Qty: 3}})
	if err != nil {
		t.Fatalf("Create: %v", err)
	}
	if err := svc.Ship(ctx, order.ID, "TRACK-123"); err != nil {
		t.Fatalf("Ship: %v", err)
	}
	got, _ := svc.Get(ctx, order.ID)
	if got.Status != orders.StatusShipped || got.Tracking != "TRACK-123" {
		t.Errorf("got status %q tracking %q", got.Status, got.Tracking)
	}
}

func TestService_Cancel_AlreadyShipped(t *testing.T) {
	svc, ctx := newTestService(t)
	order, err := svc.Create(ctx, "cust-3", []orders.Line{{SKU: "C-2", Qty: 1}})
	if err != nil {
		t.Fatalf("Create: %v", err)
	}
	if err := svc.Ship(ctx, order.ID, "TRACK-999"); err != nil {
		t.Fatalf("Ship: %v", err)
	}
	err = svc.Cancel(ctx, order.ID)
	if !errors.Is(err, orders.ErrInvalidTransition) {
		t.Fatalf("Cancel: err = %v, want ErrInvalidTransition", err)
	}
}
