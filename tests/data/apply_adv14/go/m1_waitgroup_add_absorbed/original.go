package server

import (
	"context"
	"sync"
)

// Run starts the server's loops and blocks until ctx is done and they have stopped.
func (s *Server) Run(ctx context.Context) error {
	if err := s.listen(); err != nil {
		return err
	}

	var wg sync.WaitGroup
	wg.Add(1)
	go s.acceptLoop(ctx, &wg)
	wg.Add(1)
	go s.metricsLoop(ctx, &wg)

	<-ctx.Done()
	s.closeListener()
	wg.Wait()
	return nil
}
