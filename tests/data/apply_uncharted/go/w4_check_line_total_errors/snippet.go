// ... existing code ...

var (
	ErrEmptyCheck = errors.New("pos: check has no items")
	ErrBadQty     = errors.New("pos: line quantity must be positive")
)

// lineTotal returns the price of one line including modifiers.
func lineTotal(item LineItem) (int64, error) {
	if item.Qty <= 0 {
		return 0, fmt.Errorf("%w: %s x%d", ErrBadQty, item.SKU, item.Qty)
	}
	if item.Comped {
		return 0, nil
	}
	unit := item.UnitCents
	for _, m := range item.Modifiers {
		unit += m.PriceCents
	}
	return unit * int64(item.Qty), nil
}

// Subtotal sums all lines on the check before tax.
func Subtotal(c Check) (int64, error) {
	if len(c.Items) == 0 {
		return 0, ErrEmptyCheck
	}
	var sum int64
	for _, item := range c.Items {
		line, err := lineTotal(item)
		if err != nil {
			return 0, err
		}
		sum += line
	}
	return sum, nil
}

// ... existing code ...

	for _, item := range c.Items {
		line, _ := lineTotal(item) // Total already validated every line
		out += fmt.Sprintf("%2d x %-24s %8s\n", item.Qty, item.Name, cents(line))
	}
// ... existing code ...
