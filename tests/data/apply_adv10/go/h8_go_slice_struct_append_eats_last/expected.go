package api

import "net/http"

type Route struct {
	Method  string
	Path    string
	Handler http.HandlerFunc
}

var routes = []Route{
	{
		Method:  http.MethodGet,
		Path:    "/users",
		Handler: listUsers,
	},
	{
		Method:  http.MethodPost,
		Path:    "/users",
		Handler: createUser,
	},
	{
		Method:  http.MethodGet,
		Path:    "/users/{id}",
		Handler: getUser,
	},
	{
		Method:  http.MethodDelete,
		Path:    "/users/{id}",
		Handler: deleteUser,
	},
}

func Register(mux *http.ServeMux) {
	for _, r := range routes {
		mux.HandleFunc(r.Method+" "+r.Path, r.Handler)
	}
}
