package model

import "time"

type Order struct {
	ID         int64
	CustomerID int64
	Status     string
	Currency   string
	Subtotal   int64
	Tax        int64
	Notes      string
	CreatedAt  time.Time
	UpdatedAt  time.Time
}
