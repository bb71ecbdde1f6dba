package com.brightlane.accounts.validation

data class FieldError(val field: String, val message: String)

data class SignupForm(
    val email: String,
    val username: String,
    val password: String,
    val passwordConfirmation: String,
    val age: Int?,
    val acceptedTerms: Boolean,
)

data class ProfileUpdateForm(
    val email: String?,
    val username: String?,
    val bio: String?,
    val age: Int?,
)

class UserValidator(private val takenUsernames: (String) -> Boolean) {

    fun validateSignup(form: SignupForm): List<FieldError> {
        val errors = mutableListOf<FieldError>()
        if (!EMAIL_REGEX.matches(form.email)) {
            errors += FieldError("email", "is not a valid address")
        }
        if (form.username.length !in USERNAME_LENGTH) {
            errors += FieldError("username", "must be ${USERNAME_LENGTH.first}-${USERNAME_LENGTH.last} characters")
        } else if (takenUsernames(form.username)) {
            errors += FieldError("username", "is already taken")
        }
        if (form.password.length < MIN_PASSWORD_LENGTH) {
            errors += FieldError("password", "must be at least $MIN_PASSWORD_LENGTH characters")
        }
        if (form.password != form.passwordConfirmation) {
            errors += FieldError("passwordConfirmation", "does not match password")
        }
        if (!form.acceptedTerms) {
            errors += FieldError("acceptedTerms", "must be accepted")
        }
        if (form.age == null) {
            errors += FieldError("age", "is required")
        } else if (form.age < MIN_SIGNUP_AGE) {
            errors += FieldError("age", "must be at least $MIN_SIGNUP_AGE")
        }
        return errors
    }

    fun validateProfileUpdate(form: ProfileUpdateForm): List<FieldError> {
        val errors = mutableListOf<FieldError>()
        if (form.email != null && !EMAIL_REGEX.matches(form.email)) {
            errors += FieldError("email", "is not a valid address")
        }
        if (form.username != null && form.username.length !in USERNAME_LENGTH) {
            errors += FieldError("username", "must be ${USERNAME_LENGTH.first}-${USERNAME_LENGTH.last} characters")
        }
        if (form.bio != null && form.bio.length > MAX_BIO_LENGTH) {
            errors += FieldError("bio", "must be at most $MAX_BIO_LENGTH characters")
        }
        return errors
    }

    companion object {
        private val EMAIL_REGEX = Regex("^[^@\\s]+@[^@\\s]+\\.[a-zA-Z]{2,}$")
        private val USERNAME_LENGTH = 3..24
        private const val MIN_PASSWORD_LENGTH = 10
        private const val MAX_BIO_LENGTH = 280
        private const val MIN_SIGNUP_AGE = 13
    }
}
