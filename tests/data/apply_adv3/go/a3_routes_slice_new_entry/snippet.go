func (s *Server) routes() []route {
	return []route{
		// ... existing routes ...
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
