package report

import (
	"fmt"
	"io"
	"strings"
	"time"

	"example.com/books/internal/ledger"
)

// Summary holds the balance of every account for one period.
type Summary struct {
	From     time.Time
	To       time.Time
	Balances map[string]ledger.Amount
}

// Build sums all postings between from and to, per account.
func Build(entries []ledger.Entry, from, to time.Time) Summary {
	s := Summary{From: from, To: to, Balances: make(map[string]ledger.Amount)}
	for _, e := range entries {
		if e.Date.Before(from) || !e.Date.Before(to) {
			continue
		}
		for _, p := range e.Postings {
			s.Balances[p.Account] = s.Balances[p.Account].Add(p.Amount)
		}
	}
	return s
}

// Total returns the sum of all balances; for a balanced ledger it is zero.
func (s Summary) Total() ledger.Amount {
	var total ledger.Amount
	for _, a := range s.Balances {
		total = total.Add(a)
	}
	return total
}

// WriteText prints one line per account followed by the total.
func (s Summary) WriteText(w io.Writer) error {
	header := fmt.Sprintf("Balances %s .. %s", s.From.Format("2006-01-02"), s.To.Format("2006-01-02"))
	if _, err := fmt.Fprintln(w, header); err != nil {
		return err
	}
	if _, err := fmt.Fprintln(w, strings.Repeat("-", len(header))); err != nil {
		return err
	}
	for account, amount := range s.Balances {
		if _, err := fmt.Fprintf(w, "%-40s %12s\n", account, amount); err != nil {
			return err
		}
	}
	_, err := fmt.Fprintf(w, "%-40s %12s\n", "TOTAL", s.Total())
	return err
}

// WriteCSV prints the balances as account,amount rows.
func (s Summary) WriteCSV(w io.Writer) error {
	if _, err := fmt.Fprintln(w, "account,amount"); err != nil {
		return err
	}
	for account, amount := range s.Balances {
		if _, err := fmt.Fprintf(w, "%q,%s\n", account, amount); err != nil {
			return err
		}
	}
	return nil
}
