    @PutMapping("/{isbn}")
    public ResponseEntity<BookDto> replace(@PathVariable String isbn,
                                           @Valid @RequestBody BookRequest request) {
        // ...
    }

    @PatchMapping("/{isbn}/availability")
    public ResponseEntity<BookDto> setAvailability(@PathVariable String isbn,
                                                   @RequestParam boolean available) {
        return books.setAvailable(isbn, available)
                .map(BookDto::from)
                .map(ResponseEntity::ok)
                .orElse(ResponseEntity.notFound().build());
    }

    @DeleteMapping("/{isbn}")
    public ResponseEntity<Void> delete(@PathVariable String isbn) {
        // ...
    }
