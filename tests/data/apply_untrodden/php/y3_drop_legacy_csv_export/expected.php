<?php

declare(strict_types=1);

namespace App\Http\Controllers\Api;

use App\Models\ServiceAlert;
use App\Services\Alerts\AlertFeedBuilder;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Illuminate\Http\Response;

class ServiceAlertController extends Controller
{
    public function __construct(private readonly AlertFeedBuilder $feedBuilder)
    {
    }

    public function index(Request $request): JsonResponse
    {
        $query = ServiceAlert::query()->active()->orderByDesc('updated_at');

        if ($route = $request->query('route')) {
            $query->affectingRoute((string) $route);
        }
        if ($stop = $request->query('stop')) {
            $query->affectingStop((string) $stop);
        }

        return response()->json([
            'data' => $query->limit(200)->get()->map->toApiArray(),
        ]);
    }

    public function show(ServiceAlert $alert): JsonResponse
    {
        return response()->json(['data' => $alert->toApiArray()]);
    }

    public function gtfsRealtime(): Response
    {
        $feed = $this->feedBuilder->build(ServiceAlert::query()->active()->get());

        return response($feed->serializeToString(), 200, [
            'Content-Type' => 'application/x-protobuf',
            'Cache-Control' => 'public, max-age=15',
        ]);
    }

    public function destroy(ServiceAlert $alert): Response
    {
        $alert->update(['ends_at' => now()]);
        $alert->delete();

        return response()->noContent();
    }
}
