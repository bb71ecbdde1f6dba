// Command swarm-dispatch serves the public swarm-report form and pages
// the nearest volunteer collector.
package main

import (
	"context"
	"errors"
	"flag"
	"log"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	"beecoop.org/swarm/dispatch"
	"beecoop.org/swarm/notify"
)

func mustEnv(key string) string {
	v := os.Getenv(key)
	if v == "" {
		log.Fatalf("environment variable %s is required", key)
	}
	return v
}

func newRouter(d *dispatch.Dispatcher) *http.ServeMux {
	mux := http.NewServeMux()
	mux.HandleFunc("POST /reports", d.HandleReport)
	mux.HandleFunc("GET /reports/{id}", d.HandleStatus)
	mux.HandleFunc("POST /reports/{id}/collected", d.HandleCollected)
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusOK)
	})
	return mux
}

func main() {
	addr := flag.String("addr", ":8080", "listen address")
	radius := flag.Float64("radius-km", 25, "maximum collector distance in km")
	flag.Parse()

	pager := notify.NewSMSPager(mustEnv("SMS_API_KEY"))
	d := dispatch.New(mustEnv("DATABASE_URL"), pager, *radius)

	srv := &http.Server{
		Addr:              *addr,
		Handler:           newRouter(d),
		ReadHeaderTimeout: 5 * time.Second,
	}

	go func() {
		log.Printf("swarm-dispatch listening on %s", *addr)
		if err := srv.ListenAndServe(); err != nil && !errors.Is(err, http.ErrServerClosed) {
			log.Fatalf("listen: %v", err)
		}
	}()

	stop := make(chan os.Signal, 1)
	signal.Notify(stop, syscall.SIGINT, syscall.SIGTERM)
	<-stop

	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := srv.Shutdown(ctx); err != nil {
		log.Printf("shutdown: %v", err)
	}
	if err := d.Close(); err != nil {
		log.Printf("closing dispatcher: %v", err)
	}
	log.Print("swarm-dispatch stopped")
}
