// ... existing code ...

    @GetMapping
    public List<Product> list(@RequestParam(required = false) String category) {
        if (category != null) {
            return productService.findByCategory(category);
        }
        return productService.findAll();
    }

    // ... get, create, update and delete endpoints ...
}
