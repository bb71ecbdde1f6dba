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
