    fun validate(form: UserForm): ValidationResult {
        val errors = mutableListOf<String>()
        errors += validateUsername(form.username)
        errors += validateEmail(form.email)
        errors += validatePassword(form.password, form.username)
        return if (errors.isEmpty()) ValidationResult.Ok else ValidationResult.Invalid(errors.distinct())
    }

    // ... existing code ...
