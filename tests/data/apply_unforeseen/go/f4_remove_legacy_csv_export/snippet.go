package picking

import (
	"errors"
	"sort"
)

// ... existing code ...

// ... removed WriteLegacyCSV (Reno cut over to the JSON bridge) ...

// Release marks the list ready for robot assignment.
// ... existing code ...
