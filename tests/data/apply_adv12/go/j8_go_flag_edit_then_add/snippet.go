// ... existing code ...

type config struct {
	Addr            string
	DSN             string
	LogLevel        string
	ShutdownTimeout time.Duration
}

func main() {
	var cfg config
	flag.StringVar(&cfg.Addr, "addr", ":8080", "listen address")
	flag.StringVar(&cfg.DSN, "dsn", os.Getenv("INVENTORY_DSN"), "database DSN (default $INVENTORY_DSN)")
	flag.DurationVar(&cfg.ShutdownTimeout, "shutdown-timeout", 10*time.Second, "graceful shutdown timeout")
	// ... existing code ...

	shutdownCtx, cancel := context.WithTimeout(context.Background(), cfg.ShutdownTimeout)
	// ... existing code ...
