    // ... existing code ...

    public function rules(): array
    {
        return [
            'name' => ['required', 'string', 'max:120'],
            'username' => ['required', 'string', 'min:3', 'max:30', 'alpha_dash', Rule::unique(User::class, 'username')],
            'email' => ['required', 'email:rfc,dns', 'max:255', Rule::unique(User::class, 'email')],
            'password' => ['required', 'confirmed', Password::min(12)->letters()->numbers()->uncompromised()],
            'phone' => ['nullable', 'string', 'max:32', 'regex:/^\+?[0-9 ()-]{6,}$/'],
            'terms' => ['accepted'],
        ];
    }

    // ... existing code ...
