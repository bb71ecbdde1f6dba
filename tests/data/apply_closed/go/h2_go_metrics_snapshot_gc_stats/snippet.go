func (c *Collector) Snapshot() map[string]interface{} {
	// ... existing code ...

	var mem runtime.MemStats
	runtime.ReadMemStats(&mem)
	out["runtime.heap_alloc"] = mem.HeapAlloc
	out["runtime.heap_objects"] = mem.HeapObjects
	out["runtime.gc_count"] = mem.NumGC
	out["runtime.gc_pause_total_ns"] = mem.PauseTotalNs
	out["runtime.goroutines"] = runtime.NumGoroutine()
	// ... rest unchanged ...
}
