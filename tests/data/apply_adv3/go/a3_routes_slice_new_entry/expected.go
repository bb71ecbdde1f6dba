package api

import (
	"net/http"

	"github.com/example/inventory/internal/auth"
)

type route struct {
	method  string
	pattern string
	handler http.HandlerFunc
	scope   auth.Scope
}

func (s *Server) routes() []route {
	return []route{
		{
			method:  http.MethodGet,
			pattern: "/v1/items",
			handler: s.listItems,
			scope:   auth.ScopeRead,
		},
		{
			method:  http.MethodGet,
			pattern: "/v1/items/{id}",
			handler: s.getItem,
			scope:   auth.ScopeRead,
		},
		{
			method:  http.MethodPost,
			pattern: "/v1/items",
			handler: s.createItem,
			scope:   auth.ScopeWrite,
		},
		{
			method:  http.MethodPut,
			pattern: "/v1/items/{id}",
			handler: s.updateItem,
			scope:   auth.ScopeWrite,
		},
		{
			method:  http.MethodDelete,
			pattern: "/v1/items/{id}",
			handler: s.deleteItem,
			scope:   auth.ScopeAdmin,
		},
		{
			method:  http.MethodPost,
			pattern: "/v1/items/{id}/restock",
			handler: s.restockItem,
			scope:   auth.ScopeWrite,
		},
	}
}

func (s *Server) Handler() http.Handler {
	mux := http.NewServeMux()
	for _, r := range s.routes() {
		mux.Handle(r.method+" "+r.pattern, s.authorize(r.scope, r.handler))
	}
	return s.logRequests(mux)
}

func (s *Server) authorize(scope auth.Scope, next http.HandlerFunc) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !auth.FromContext(r.Context()).Has(scope) {
			http.Error(w, "forbidden", http.StatusForbidden)
			return
		}
		next(w, r)
	})
}
