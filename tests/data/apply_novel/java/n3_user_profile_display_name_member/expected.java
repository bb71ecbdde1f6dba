package com.acme.accounts.model;

import java.time.Instant;
import java.util.Objects;

public class UserProfile {

    private final String id;
    private final String firstName;
    private final String lastName;
    private final String email;
    private final Instant createdAt;

    public UserProfile(String id, String firstName, String lastName, String email, Instant createdAt) {
        this.id = Objects.requireNonNull(id, "id");
        this.firstName = firstName;
        this.lastName = lastName;
        this.email = Objects.requireNonNull(email, "email");
        this.createdAt = createdAt;
    }

    public String getId() {
        return id;
    }

    public String getFirstName() {
        return firstName;
    }

    public String getLastName() {
        return lastName;
    }

    public String getEmail() {
        return email;
    }

    public Instant getCreatedAt() {
        return createdAt;
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof UserProfile)) {
            return false;
        }
        return id.equals(((UserProfile) o).id);
    }

    @Override
    public int hashCode() {
        return id.hashCode();
    }

    public String getDisplayName() {
        if (firstName == null && lastName == null) {
            return email;
        }
        return (Objects.toString(firstName, "") + " " + Objects.toString(lastName, "")).trim();
    }
}

final class UserProfileValidator {

    private UserProfileValidator() {
    }

    static boolean isValidEmail(String email) {
        return email != null && email.indexOf('@') > 0 && email.indexOf('@') == email.lastIndexOf('@');
    }

    static boolean isValidName(String name) {
        return name == null || (name.length() <= 64 && !name.isBlank());
    }
}
