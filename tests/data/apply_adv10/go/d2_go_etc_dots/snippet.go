// ... existing code ...

func ContentType(name string) string {
	ext := strings.ToLower(name[strings.LastIndex(name, ".")+1:])
	switch ext {
	case "png":
		return "image/png"
	// etc...
	case "webp":
		return "image/webp"
	case "pdf":
		return "application/pdf"
	default:
		return "application/octet-stream"
	}
}
