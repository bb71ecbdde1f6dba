// ... keep existing code

    public function store(Request $request): JsonResponse
    {
        $data = $request->validate([
            'turbine_id' => ['required', 'exists:turbines,id'],
            'type' => ['required', 'in:GBX-OIL,MAIN-BRG,PITCH-BRG,YAW-BRK,BLD-REPAIR,MAIN-COMP'],
            'title' => ['required', 'string', 'max:200'],
            'priority' => ['required', 'integer', 'between:1,4'],
            'due_at' => ['required', 'date', 'after:now'],
            'needs_crane' => ['sometimes', 'boolean'],
        ]);

        // Main component exchanges always need a crane booking.
        $data['needs_crane'] = $data['type'] === 'MAIN-COMP' || ($data['needs_crane'] ?? false);

        $order = WorkOrder::create($data + ['status' => 'open']);

        return response()->json($order, 201);
    }

// ... keep existing code

    public function forTurbine(Turbine $turbine): JsonResponse
    {
        return response()->json($turbine->workOrders()->latest('due_at')->get());
    }

    public function awaitingCrane(): JsonResponse
    {
        return response()->json(
            WorkOrder::where('needs_crane', true)->whereDoesntHave('craneBooking')->orderBy('due_at')->get()
        );
    }
}
