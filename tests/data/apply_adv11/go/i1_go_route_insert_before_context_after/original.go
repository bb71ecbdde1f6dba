package server

import (
	"net/http"

	"example.com/app/handlers"
)

type Route struct {
	Method  string
	Path    string
	Handler http.HandlerFunc
	Auth    bool
}

var routes = []Route{
	{
		Method:  http.MethodGet,
		Path:    "/users",
		Handler: handlers.ListUsers,
		Auth:    true,
	},
	{
		Method:  http.MethodPost,
		Path:    "/users",
		Handler: handlers.CreateUser,
		Auth:    true,
	},
	{
		Method:  http.MethodGet,
		Path:    "/users/{id}",
		Handler: handlers.GetUser,
		Auth:    true,
	},
	{
		Method:  http.MethodGet,
		Path:    "/health",
		Handler: handlers.Health,
		Auth:    false,
	},
}

func Register(mux *http.ServeMux) {
	for _, r := range routes {
		h := r.Handler
		if r.Auth {
			h = requireAuth(h)
		}
		mux.HandleFunc(r.Method+" "+r.Path, h)
	}
}
