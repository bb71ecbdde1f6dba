package com.acme.auth.web;

import com.acme.auth.service.SessionService;
import com.acme.auth.service.UserService;
import com.acme.auth.web.dto.LoginRequest;
import com.acme.auth.web.dto.LoginResponse;
import com.acme.auth.web.dto.PasswordChangeRequest;
import jakarta.validation.Valid;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/api/auth")
public class AuthController {

    private final UserService users;
    private final SessionService sessions;

    public AuthController(UserService users, SessionService sessions) {
        this.users = users;
        this.sessions = sessions;
    }

    @PostMapping("/login")
    public ResponseEntity<LoginResponse> login(@Valid @RequestBody LoginRequest request) {
        return users.authenticate(request.email(), request.password())
                .map(user -> ResponseEntity.ok(new LoginResponse(sessions.open(user))))
                .orElseGet(() -> ResponseEntity.status(HttpStatus.UNAUTHORIZED).build());
    }

    @DeleteMapping("/logout")
    public ResponseEntity<Void> logout(@RequestHeader("Authorization") String token) {
        sessions.close(token);
        return ResponseEntity.noContent().build();
    }

    @PutMapping("/password")
    public ResponseEntity<Void> changePassword(
            @RequestHeader("Authorization") String token,
            @Valid @RequestBody PasswordChangeRequest request) {
        var user = sessions.userFor(token);
        if (user.isEmpty()) {
            return ResponseEntity.status(HttpStatus.UNAUTHORIZED).build();
        }
        users.changePassword(user.get(), request.currentPassword(), request.newPassword());
        return ResponseEntity.noContent().build();
    }
}
