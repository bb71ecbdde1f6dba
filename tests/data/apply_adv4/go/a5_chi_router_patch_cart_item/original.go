package server

import (
	"net/http"
	"time"

	"github.com/go-chi/chi/v5"
	"github.com/go-chi/chi/v5/middleware"

	"example.com/shop/internal/auth"
	"example.com/shop/internal/handlers"
)

// NewRouter wires every HTTP endpoint of the shop API.
func NewRouter(h *handlers.Handlers, a *auth.Authenticator) http.Handler {
	r := chi.NewRouter()

	r.Use(middleware.RequestID)
	r.Use(middleware.RealIP)
	r.Use(middleware.Logger)
	r.Use(middleware.Recoverer)
	r.Use(middleware.Timeout(30 * time.Second))

	r.Get("/healthz", h.Health)
	r.Get("/readyz", h.Ready)

	r.Route("/api/v1", func(r chi.Router) {
		r.Post("/login", h.Login)
		r.Post("/logout", h.Logout)
		r.Post("/signup", h.Signup)

		r.Group(func(r chi.Router) {
			r.Use(a.RequireUser)

			r.Get("/products", h.ListProducts)
			r.Get("/products/{id}", h.GetProduct)
			r.Get("/products/{id}/reviews", h.ListReviews)
			r.Post("/products/{id}/reviews", h.CreateReview)
			r.Get("/cart", h.GetCart)
			r.Post("/cart/items", h.AddCartItem)
			r.Put("/cart/items/{itemID}", h.UpdateCartItem)
			r.Delete("/cart/items/{itemID}", h.RemoveCartItem)
			r.Post("/checkout", h.Checkout)
			r.Get("/orders", h.ListOrders)
			r.Get("/orders/{id}", h.GetOrder)
			r.Post("/orders/{id}/cancel", h.CancelOrder)
			r.Get("/account", h.GetAccount)
			r.Put("/account", h.UpdateAccount)
			r.Get("/account/addresses", h.ListAddresses)
			r.Post("/account/addresses", h.CreateAddress)
			r.Put("/account/addresses/{id}", h.UpdateAddress)
			r.Delete("/account/addresses/{id}", h.DeleteAddress)
		})

		r.Group(func(r chi.Router) {
			r.Use(a.RequireAdmin)

			r.Post("/products", h.CreateProduct)
			r.Put("/products/{id}", h.UpdateProduct)
			r.Delete("/products/{id}", h.DeleteProduct)
			r.Get("/admin/orders", h.AdminListOrders)
			r.Put("/admin/orders/{id}/status", h.AdminUpdateOrderStatus)
			r.Get("/admin/users", h.AdminListUsers)
			r.Delete("/admin/users/{id}", h.AdminDeleteUser)
		})
	})

	r.NotFound(h.NotFound)
	r.MethodNotAllowed(h.MethodNotAllowed)

	return r
}
