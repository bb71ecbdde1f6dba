package main

import (
	"context"
	"flag"
	"log"
	"net/http"
	"os"
	"os/signal"
	"time"

	"example.com/inventory/internal/api"
	"example.com/inventory/internal/store"
)

type config struct {
	Addr     string
	DSN      string
	LogLevel string
}

func main() {
	var cfg config
	flag.StringVar(&cfg.Addr, "addr", ":8080", "listen address")
	flag.StringVar(&cfg.DSN, "dsn", "postgres://localhost/inventory", "database DSN")
	flag.StringVar(&cfg.LogLevel, "log-level", "info", "log level")
	flag.Parse()

	db, err := store.Open(cfg.DSN)
	if err != nil {
		log.Fatalf("open store: %v", err)
	}
	defer db.Close()

	srv := &http.Server{
		Addr:    cfg.Addr,
		Handler: api.NewRouter(db),
	}

	go func() {
		if err := srv.ListenAndServe(); err != nil && err != http.ErrServerClosed {
			log.Fatalf("listen: %v", err)
		}
	}()

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	<-ctx.Done()

	shutdownCtx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := srv.Shutdown(shutdownCtx); err != nil {
		log.Printf("shutdown: %v", err)
	}
}
