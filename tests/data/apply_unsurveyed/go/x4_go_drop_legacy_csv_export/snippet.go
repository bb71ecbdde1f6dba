package maintenance

import (
	"encoding/json"
	"errors"
	"io"
	"sort"
	"sync"
	"time"
)

// ... existing code ...

// ... removed WriteLegacyCSV (nothing reads the old accounting CSV anymore) ...

// ExportJSON writes all tickets, oldest first, as a JSON array.
func (s *TicketStore) ExportJSON(w io.Writer) error {
	// ... existing code ...
}
