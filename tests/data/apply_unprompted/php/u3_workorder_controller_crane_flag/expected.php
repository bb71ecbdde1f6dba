<?php

declare(strict_types=1);

namespace App\Http\Controllers;

use App\Models\Turbine;
use App\Models\WorkOrder;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;

/**
 * Maintenance work orders for the turbines: gearbox services, blade repairs,
 * main component exchanges.
 */
class WorkOrderController extends Controller
{
    public function index(Request $request): JsonResponse
    {
        $orders = WorkOrder::query()
            ->when($request->query('turbine_id'), fn ($q, $id) => $q->where('turbine_id', $id))
            ->when($request->query('status'), fn ($q, $status) => $q->where('status', $status))
            ->orderBy('priority')
            ->orderBy('due_at')
            ->paginate(50);

        return response()->json($orders);
    }

    public function show(WorkOrder $workOrder): JsonResponse
    {
        return response()->json($workOrder->load('turbine', 'technicians'));
    }

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

    public function assign(Request $request, WorkOrder $workOrder): JsonResponse
    {
        $data = $request->validate([
            'technician_ids' => ['required', 'array', 'min:2'],
            'technician_ids.*' => ['exists:technicians,id'],
        ]);

        $workOrder->technicians()->sync($data['technician_ids']);
        $workOrder->update(['status' => 'assigned']);

        return response()->json($workOrder->fresh('technicians'));
    }

    public function complete(Request $request, WorkOrder $workOrder): JsonResponse
    {
        $data = $request->validate([
            'signed_off_by' => ['required', 'string'],
            'notes' => ['nullable', 'string'],
        ]);

        $workOrder->update($data + ['status' => 'completed', 'completed_at' => now()]);

        return response()->json($workOrder);
    }

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
