package pos

import (
	"errors"
	"fmt"
)

// LineItem is a single entry on a guest check.
type LineItem struct {
	SKU       string
	Name      string
	Qty       int
	UnitCents int64
	Modifiers []Modifier
	Comped    bool
}

// Modifier is an add-on such as "extra cheese" or "sub gluten-free bun".
type Modifier struct {
	Name       string
	PriceCents int64
}

// Check is an open or closed guest check.
type Check struct {
	ID         string
	TableNo    int
	Items      []LineItem
	TaxRateBps int64 // basis points, e.g. 875 = 8.75%
}

var ErrEmptyCheck = errors.New("pos: check has no items")

// lineTotal returns the price of one line including modifiers.
func lineTotal(item LineItem) int64 {
	if item.Comped {
		return 0
	}
	unit := item.UnitCents
	for _, m := range item.Modifiers {
		unit += m.PriceCents
	}
	return unit * int64(item.Qty)
}

// Subtotal sums all lines on the check before tax.
func Subtotal(c Check) (int64, error) {
	if len(c.Items) == 0 {
		return 0, ErrEmptyCheck
	}
	var sum int64
	for _, item := range c.Items {
		sum += lineTotal(item)
	}
	return sum, nil
}

// Tax computes tax on the subtotal, rounding half up to the cent.
func Tax(subtotal int64, rateBps int64) int64 {
	return (subtotal*rateBps + 5000) / 10000
}

// Total returns subtotal plus tax.
func Total(c Check) (int64, error) {
	sub, err := Subtotal(c)
	if err != nil {
		return 0, err
	}
	return sub + Tax(sub, c.TaxRateBps), nil
}

// Receipt renders a plain-text receipt for the front-of-house printer.
func Receipt(c Check) (string, error) {
	total, err := Total(c)
	if err != nil {
		return "", err
	}
	out := fmt.Sprintf("Check %s  Table %d\n", c.ID, c.TableNo)
	for _, item := range c.Items {
		out += fmt.Sprintf("%2d x %-24s %8s\n", item.Qty, item.Name, cents(lineTotal(item)))
	}
	out += fmt.Sprintf("%-29s %8s\n", "TOTAL", cents(total))
	return out, nil
}

func cents(v int64) string {
	return fmt.Sprintf("%d.%02d", v/100, v%100)
}
