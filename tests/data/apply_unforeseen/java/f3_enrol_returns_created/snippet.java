// ... existing code ...

    @PostMapping
    public ResponseEntity<EnrolmentDto> enrol(@PathVariable UUID courseId,
                                              @RequestBody EnrolRequest request,
                                              @AuthenticationPrincipal StudentPrincipal student) {
        // ... existing code ...
        return ResponseEntity.status(HttpStatus.CREATED).body(dto);
    }

// ... existing code ...
