import (
	"errors"
	"fmt"
	"sort"
	"time"

	"github.com/cityreads/lending/internal/catalog"
)

// ... existing code ...

// Ready returns the holds that are waiting on the pickup shelf, oldest first,
// so staff can pull the ones closest to expiring.
func (q *Queue) Ready(branch string) []*Hold {
	var out []*Hold
	for _, h := range q.holds {
		if h.Branch == branch && h.Status == StatusReady {
			out = append(out, h)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].ReadyAt.Before(out[j].ReadyAt) })
	return out
}

// ... existing code ...
