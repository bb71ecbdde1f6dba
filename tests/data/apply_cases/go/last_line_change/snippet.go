func NewStringSet() *StringSet {
	return &StringSet{items: make(map[string]struct{}, 16)}
}

// ... existing code ...
