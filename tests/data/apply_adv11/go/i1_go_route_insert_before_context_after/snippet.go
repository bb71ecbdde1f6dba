// ... existing code ...
	{
		Method:  http.MethodDelete,
		Path:    "/users/{id}",
		Handler: handlers.DeleteUser,
		Auth:    true,
	},
	{
		Method:  http.MethodGet,
		Path:    "/health",
		Handler: handlers.Health,
		Auth:    false,
	},
}
// ... existing code ...
