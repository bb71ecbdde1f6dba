// ... keep existing code

        $this->notifier->approved($loan);

        return response()->json($loan);
    }

    public function extend(Request $request, int $id): JsonResponse
    {
        $loan = Loan::findOrFail($id);
        $this->authorize('extend', $loan);

        $validated = $request->validate([
            'due_back' => ['required', 'date', 'after:' . $loan->due_back],
        ]);

        $loan->due_back = $validated['due_back'];
        $loan->save();

        $this->notifier->extended($loan);

        return response()->json($loan);
    }

// ... keep existing code
