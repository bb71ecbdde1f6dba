import (
	"fmt"
	"io"
	"sort"
	"strings"
	"time"

	"example.com/books/internal/ledger"
)

// ... existing code ...

// Accounts returns the account names in alphabetical order.
func (s Summary) Accounts() []string {
	names := make([]string, 0, len(s.Balances))
	for account := range s.Balances {
		names = append(names, account)
	}
	sort.Strings(names)
	return names
}

// WriteText prints one line per account followed by the total.
func (s Summary) WriteText(w io.Writer) error {
	// ... existing code ...
	for _, account := range s.Accounts() {
		if _, err := fmt.Fprintf(w, "%-40s %12s\n", account, s.Balances[account]); err != nil {
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
	for _, account := range s.Accounts() {
		if _, err := fmt.Fprintf(w, "%q,%s\n", account, s.Balances[account]); err != nil {
			return err
		}
	}
	return nil
}
