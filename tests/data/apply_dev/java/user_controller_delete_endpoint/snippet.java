// ... existing code ...

    @PutMapping("/{id}/email")
    public ResponseEntity<UserResponse> changeEmail(@PathVariable long id,
                                                    @RequestBody UpdateUserRequest request) {
        return userService.changeEmail(id, request.email())
                .map(UserResponse::from)
                .map(ResponseEntity::ok)
                .orElse(ResponseEntity.notFound().build());
    }

    @DeleteMapping("/{id}")
    public ResponseEntity<Void> deleteUser(@PathVariable long id) {
        boolean removed = userService.delete(id);
        return removed ? ResponseEntity.noContent().build() : ResponseEntity.notFound().build();
    }

// ... existing code ...
