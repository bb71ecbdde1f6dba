package main

import (
	"log"
	"net/http"
	"os"
	"time"

	"github.com/go-chi/chi/v5"
	"github.com/go-chi/chi/v5/middleware"

	"example.com/shop/internal/handlers"
)

func main() {
	r := chi.NewRouter()
	r.Use(middleware.RequestID)
	r.Use(middleware.Logger)
	r.Use(middleware.Recoverer)
	r.Use(middleware.Timeout(30 * time.Second))

	r.Get("/healthz", handlers.Health)
	r.Route("/api", func(r chi.Router) {
		r.Get("/products", handlers.ListProducts)
		r.Get("/products/{id}", handlers.GetProduct)
		r.Post("/orders", handlers.CreateOrder)
	})

	addr := ":" + os.Getenv("PORT")
	log.Printf("listening on %s", addr)
	log.Fatal(http.ListenAndServe(addr, r))
}
