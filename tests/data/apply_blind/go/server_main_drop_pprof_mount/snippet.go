func main() {
	// ... existing code ...
	r.Use(middleware.Timeout(30 * time.Second))
	r.Mount("/api", api.NewHandler(db, logger).Routes())

	// ... existing code ...
}
