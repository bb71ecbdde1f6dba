package com.example.accounts.validation

import com.example.accounts.UserForm

sealed interface ValidationResult {
    object Ok : ValidationResult
    data class Invalid(val errors: List<String>) : ValidationResult
}

class UserValidator(
    private val minPasswordLength: Int = 10,
    private val reservedNames: Set<String> = setOf("admin", "root", "support")
) {

    fun validate(form: UserForm): ValidationResult {
        val errors = mutableListOf<String>()
        errors += validateUsername(form.username)
        errors += validateEmail(form.email)
        errors += validatePassword(form.password, form.username)
        return if (errors.isEmpty()) ValidationResult.Ok else ValidationResult.Invalid(errors)
    }

    fun validateUsername(username: String): List<String> {
        val errors = mutableListOf<String>()
        if (username.length !in 3..32) errors += "Username must be 3 to 32 characters"
        if (!username.matches(Regex("[a-z0-9_]+"))) errors += "Username may only contain a-z, 0-9 and _"
        if (username.lowercase() in reservedNames) errors += "Username is reserved"
        return errors
    }

    fun validateEmail(email: String): List<String> {
        val errors = mutableListOf<String>()
        if (email.isBlank()) {
            errors += "Email is required"
        } else if (!EMAIL.matches(email)) {
            errors += "Email is not valid"
        }
        return errors
    }

    fun validatePassword(password: String, username: String): List<String> {
        val errors = mutableListOf<String>()
        if (password.length < minPasswordLength) errors += "Password must be at least $minPasswordLength characters"
        if (password.none { it.isDigit() }) errors += "Password must contain a digit"
        if (password.none { it.isUpperCase() }) errors += "Password must contain an uppercase letter"
        if (password.contains(username, ignoreCase = true)) errors += "Password must not contain the username"
        return errors
    }

    private companion object {
        val EMAIL = Regex("^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$")
    }
}
