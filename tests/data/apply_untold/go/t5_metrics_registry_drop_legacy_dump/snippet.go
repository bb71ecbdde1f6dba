import (
	"fmt"
	"net/http"
	"sort"
	"sync"
)

// ... existing code ...

// (LegacyDump removed — it was deprecated in favour of Handler)

// Handler serves metrics in the Prometheus text format.
// ... rest unchanged ...
