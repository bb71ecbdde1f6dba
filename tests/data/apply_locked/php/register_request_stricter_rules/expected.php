<?php

namespace App\Http\Requests\Auth;

use App\Models\User;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Support\Str;
use Illuminate\Validation\Rule;
use Illuminate\Validation\Rules\Password;

class RegisterRequest extends FormRequest
{
    public function authorize(): bool
    {
        return $this->user() === null;
    }

    protected function prepareForValidation(): void
    {
        $this->merge([
            'email' => Str::lower(trim((string) $this->input('email'))),
            'username' => Str::slug((string) $this->input('username'), '_'),
        ]);
    }

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

    public function messages(): array
    {
        return [
            'username.unique' => 'That username is already taken.',
            'email.unique' => 'An account with this email already exists.',
            'password.confirmed' => 'The passwords do not match.',
        ];
    }

    public function attributes(): array
    {
        return [
            'email' => 'email address',
            'phone' => 'phone number',
        ];
    }
}
