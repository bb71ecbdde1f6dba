// ... keep existing code

    @PutMapping("/password")
    public ResponseEntity<Void> changePassword(
            @RequestHeader("Authorization") String token,
            @Valid @RequestBody PasswordChangeRequest request) {
        var user = sessions.userFor(token);
        if (user.isEmpty()) {
            return ResponseEntity.status(HttpStatus.UNAUTHORIZED).build();
        }
        if (request.currentPassword().equals(request.newPassword())) {
            return ResponseEntity.badRequest().build();
        }
        users.changePassword(user.get(), request.currentPassword(), request.newPassword());
        sessions.closeAllExcept(user.get(), token);
        return ResponseEntity.noContent().build();
    }
// ... keep existing code
