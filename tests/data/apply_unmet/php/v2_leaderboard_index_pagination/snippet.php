<?php

// ... keep existing code

class LeaderboardController extends Controller
{
    // ... keep existing code

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

    // ... keep existing code
}
