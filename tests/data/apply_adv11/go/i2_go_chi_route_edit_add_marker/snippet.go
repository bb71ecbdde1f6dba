	r.Route("/api", func(r chi.Router) {
		r.Get("/products", handlers.ListProducts)
		r.Get("/products/{slug}", handlers.GetProductBySlug)
		r.Get("/products/{slug}/reviews", handlers.ListReviews)
		// ... existing code ...
	})
