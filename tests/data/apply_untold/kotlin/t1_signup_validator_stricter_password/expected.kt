package com.acme.accounts.validation

import com.acme.accounts.api.SignupRequest

data class FieldError(val field: String, val message: String)

object SignupValidator {
    private val EMAIL = Regex("^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$")
    private val USERNAME = Regex("^[a-z0-9_]{3,20}$")
    private val RESERVED = setOf("admin", "root", "support", "system")

    fun validate(request: SignupRequest): List<FieldError> {
        val errors = mutableListOf<FieldError>()
        errors += validateEmail(request.email)
        errors += validateUsername(request.username)
        errors += validatePassword(request.password, request.username)
        return errors
    }

    fun validateEmail(email: String): List<FieldError> {
        if (email.isBlank()) return listOf(FieldError("email", "is required"))
        if (!EMAIL.matches(email)) return listOf(FieldError("email", "is not a valid address"))
        return emptyList()
    }

    fun validateUsername(username: String): List<FieldError> {
        if (username.isBlank()) return listOf(FieldError("username", "is required"))
        if (!USERNAME.matches(username)) {
            return listOf(FieldError("username", "must be 3-20 lowercase letters, digits or underscores"))
        }
        if (username in RESERVED) return listOf(FieldError("username", "is reserved"))
        return emptyList()
    }

    fun validatePassword(password: String, username: String): List<FieldError> {
        val errors = mutableListOf<FieldError>()
        if (password.length < 12) {
            errors += FieldError("password", "must be at least 12 characters")
        }
        if (password.none { it.isDigit() }) {
            errors += FieldError("password", "must contain a digit")
        }
        if (password.none { it.isUpperCase() } || password.none { it.isLowerCase() }) {
            errors += FieldError("password", "must mix upper and lower case letters")
        }
        if (username.isNotBlank() && password.contains(username, ignoreCase = true)) {
            errors += FieldError("password", "must not contain the username")
        }
        return errors
    }
}
