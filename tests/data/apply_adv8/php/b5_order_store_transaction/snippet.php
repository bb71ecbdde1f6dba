<?php

// ... existing code ...

    public function store(Request $request): JsonResponse
    {
        $data = $request->validate([
            'table_id' => ['required', 'integer', 'exists:tables,id'],
            'covers' => ['required', 'integer', 'min:1', 'max:40'],
            'lines' => ['required', 'array', 'min:1'],
            'lines.*.menu_item_id' => ['required', 'integer', 'exists:menu_items,id'],
            'lines.*.quantity' => ['required', 'integer', 'min:1'],
            'lines.*.notes' => ['nullable', 'string', 'max:140'],
        ]);

        $table = Table::findOrFail($data['table_id']);
        abort_if($table->status === 'closed', 409, 'Table is closed for service.');

        $order = DB::transaction(function () use ($request, $data, $table) {
            $order = Order::create([
                'table_id' => $table->id,
                'covers' => $data['covers'],
                'server_id' => $request->user()->id,
                'status' => 'open',
            ]);
            $order->lines()->createMany($data['lines']);
            $table->update(['status' => 'seated']);

            return $order;
        });

        OrderFired::dispatch($order);

        return response()->json($order->load('lines.menuItem'), 201);
    }

// ... existing code ...
