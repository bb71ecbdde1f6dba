package server

import (
	"encoding/json"
	"log"
	"net/http"
	"net/http/httputil"
)

type Server struct {
	mux   *http.ServeMux
	debug bool
}

func New(debug bool) *Server {
	s := &Server{mux: http.NewServeMux(), debug: debug}
	s.routes()
	return s
}

func (s *Server) routes() {
	s.mux.HandleFunc("/health", s.handleHealth)
	s.mux.HandleFunc("/items", s.handleItems)
}

func (s *Server) handleHealth(w http.ResponseWriter, r *http.Request) {
	w.WriteHeader(http.StatusOK)
}

func (s *Server) handleItems(w http.ResponseWriter, r *http.Request) {
	if s.debug {
		log.Printf("items request from %s", r.RemoteAddr)
	}
	json.NewEncoder(w).Encode([]string{"a", "b"})
}

func dumpRequest(r *http.Request) {
	b, err := httputil.DumpRequest(r, true)
	if err != nil {
		log.Printf("dump: %v", err)
		return
	}
	log.Printf("%s", b)
}
