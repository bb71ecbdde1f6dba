<?php

declare(strict_types=1);

namespace App\Http\Controllers\Api;

use App\Http\Controllers\Controller;
use App\Models\LeaderboardEntry;
use App\Models\Season;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Cache;

class LeaderboardController extends Controller
{
    private const CACHE_TTL = 60;
    private const MAX_PAGE_SIZE = 100;

    public function index(Request $request, Season $season): JsonResponse
    {
        $mode = $request->query('mode', 'ranked');
        $limit = min((int) $request->query('limit', 50), self::MAX_PAGE_SIZE);
        $page = max((int) $request->query('page', 1), 1);

        $entries = Cache::remember(
            "lb:{$season->id}:{$mode}:{$limit}:{$page}",
            self::CACHE_TTL,
            fn () => LeaderboardEntry::query()
                ->where('season_id', $season->id)
                ->where('mode', $mode)
                ->orderByDesc('rating')
                ->offset(($page - 1) * $limit)
                ->limit($limit)
                ->get(['player_id', 'display_name', 'rating', 'wins', 'losses'])
        );

        return response()->json([
            'season' => $season->slug,
            'mode' => $mode,
            'page' => $page,
            'entries' => $entries,
        ]);
    }

    public function show(Season $season, string $playerId): JsonResponse
    {
        $entry = LeaderboardEntry::query()
            ->where('season_id', $season->id)
            ->where('player_id', $playerId)
            ->firstOrFail();

        $rank = LeaderboardEntry::query()
            ->where('season_id', $season->id)
            ->where('mode', $entry->mode)
            ->where('rating', '>', $entry->rating)
            ->count() + 1;

        return response()->json([
            'player_id' => $entry->player_id,
            'mode' => $entry->mode,
            'rating' => $entry->rating,
            'rank' => $rank,
        ]);
    }

    public function around(Request $request, Season $season, string $playerId): JsonResponse
    {
        $radius = min((int) $request->query('radius', 5), 25);

        $entry = LeaderboardEntry::query()
            ->where('season_id', $season->id)
            ->where('player_id', $playerId)
            ->firstOrFail();

        $above = LeaderboardEntry::query()
            ->where('season_id', $season->id)
            ->where('mode', $entry->mode)
            ->where('rating', '>', $entry->rating)
            ->orderBy('rating')
            ->limit($radius)
            ->get(['player_id', 'display_name', 'rating'])
            ->reverse()
            ->values();

        $below = LeaderboardEntry::query()
            ->where('season_id', $season->id)
            ->where('mode', $entry->mode)
            ->where('rating', '<=', $entry->rating)
            ->where('player_id', '!=', $entry->player_id)
            ->orderByDesc('rating')
            ->limit($radius)
            ->get(['player_id', 'display_name', 'rating']);

        return response()->json([
            'player_id' => $entry->player_id,
            'above' => $above,
            'below' => $below,
        ]);
    }
}
