    fun validateSignup(form: SignupForm): List<FieldError> {
        val errors = mutableListOf<FieldError>()
        // ... existing code ...
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

    // ... existing code ...

    companion object {
        // ... existing code ...
        private const val MAX_BIO_LENGTH = 280
        private const val MIN_SIGNUP_AGE = 13
    }
}
