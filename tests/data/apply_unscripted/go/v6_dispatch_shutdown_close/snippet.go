// ... existing code ...

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
