// ... keep existing code
				if err := recover(); err != nil {
					logger.Error("panic", "err", err, "method", r.Method, "path", r.URL.Path)
					http.Error(w, "internal error", http.StatusInternalServerError)
				}
// ... keep existing code
