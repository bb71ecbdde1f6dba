    @GetMapping("/search")
    public List<Product> search(@RequestParam("q") String query,
                                @RequestParam(defaultValue = "20") int limit) {
        return products.search(query, limit);
    }

    @PostMapping
    public ResponseEntity<Product> create(@RequestBody Product product) {
