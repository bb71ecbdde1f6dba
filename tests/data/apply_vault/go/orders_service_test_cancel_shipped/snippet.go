// ... existing tests ...

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
