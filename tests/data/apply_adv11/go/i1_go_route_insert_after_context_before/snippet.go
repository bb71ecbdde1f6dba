// ... existing code ...
		Handler: handlers.CreateUser,
		Auth:    true,
	},
	{
		Method:  http.MethodPut,
		Path:    "/users/{id}",
		Handler: handlers.UpdateUser,
		Auth:    true,
	},
	// ... existing code ...
