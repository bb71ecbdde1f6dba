// ... keep existing code
            'gift_aid' => ['boolean'],
            'is_anonymous' => ['boolean'],
            'payment_token' => ['required', 'string'],
        ]);
// ... keep existing code
                'gift_aid' => $validated['gift_aid'] ?? false,
                'is_anonymous' => $validated['is_anonymous'] ?? false,
                'status' => 'pending',
            ]);
// ... keep existing code
