var routes = []Route{
	// ... existing routes ...
	{
		Method:  http.MethodDelete,
		Path:    "/users/{id}",
		Handler: deleteUser,
	},
}
