<?php

namespace App\Http\Controllers\Pos;

use App\Events\OrderFired;
use App\Http\Controllers\Controller;
use App\Models\Order;
use App\Models\Table;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;

class OrderController extends Controller
{
    public function index(Request $request): JsonResponse
    {
        $orders = Order::query()
            ->with('lines.menuItem')
            ->where('status', '!=', 'closed')
            ->when($request->integer('table'), fn ($q, $table) => $q->where('table_id', $table))
            ->orderByDesc('created_at')
            ->paginate(25);

        return response()->json($orders);
    }

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

    public function update(Request $request, Order $order): JsonResponse
    {
        $data = $request->validate([
            'covers' => ['sometimes', 'integer', 'min:1', 'max:40'],
            'lines' => ['sometimes', 'array'],
            'lines.*.menu_item_id' => ['required', 'integer', 'exists:menu_items,id'],
            'lines.*.quantity' => ['required', 'integer', 'min:1'],
            'lines.*.notes' => ['nullable', 'string', 'max:140'],
        ]);

        DB::transaction(function () use ($order, $data) {
            $order->fill(collect($data)->only('covers')->all())->save();
            if (isset($data['lines'])) {
                $order->lines()->createMany($data['lines']);
            }
        });

        return response()->json($order->load('lines.menuItem'));
    }

    public function destroy(Order $order): JsonResponse
    {
        abort_if($order->status !== 'open', 409, 'Only open orders can be cancelled.');
        $order->update(['status' => 'cancelled']);

        return response()->json(null, 204);
    }
}
