package server

import (
	"net/http"
	"time"

	"github.com/go-chi/chi/v5"
	"github.com/go-chi/chi/v5/middleware"

	"example.com/shop/internal/handlers"
)

type Config struct {
	Addr           string
	RequestTimeout time.Duration
}

func NewRouter(cfg Config, h *handlers.Handlers) http.Handler {
	r := chi.NewRouter()
	r.Use(middleware.RequestID)
	r.Use(middleware.Recoverer)
	r.Use(middleware.Heartbeat("/ping"))
	r.Use(middleware.Timeout(cfg.RequestTimeout))
	r.Use(middleware.StripSlashes)

	r.Get("/healthz", h.Health)
	r.Route("/api", func(r chi.Router) {
		r.Get("/products", h.ListProducts)
		r.Get("/products/{id}", h.GetProduct)
		r.Post("/orders", h.CreateOrder)
	})
	return r
}

func NewServer(cfg Config, h *handlers.Handlers) *http.Server {
	return &http.Server{
		Addr:         cfg.Addr,
		Handler:      NewRouter(cfg, h),
		ReadTimeout:  10 * time.Second,
		WriteTimeout: 40 * time.Second,
	}
}
