<?php

namespace App\Http\Controllers;

use App\Http\Requests\StoreTeamRequest;
use App\Http\Requests\UpdateTeamRequest;
use App\Models\Team;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Gate;
use Symfony\Component\HttpFoundation\StreamedResponse;

class TeamController extends Controller
{
    public function index(Request $request): JsonResponse
    {
        $teams = $request->user()
            ->teams()
            ->withCount('members')
            ->orderBy('name')
            ->paginate($request->integer('per_page', 25));

        return response()->json($teams);
    }

    public function show(Team $team): JsonResponse
    {
        Gate::authorize('view', $team);

        return response()->json($team->load('members:id,name,email'));
    }

    public function store(StoreTeamRequest $request): JsonResponse
    {
        $team = Team::create([
            ...$request->validated(),
            'owner_id' => $request->user()->id,
        ]);
        $team->members()->attach($request->user(), ['role' => 'owner']);

        return response()->json($team, 201);
    }

    public function update(UpdateTeamRequest $request, Team $team): JsonResponse
    {
        Gate::authorize('update', $team);

        $team->update($request->validated());

        return response()->json($team);
    }

    public function export(Team $team): StreamedResponse
    {
        Gate::authorize('view', $team);

        return response()->streamDownload(function () use ($team) {
            $out = fopen('php://output', 'w');
            fputcsv($out, ['id', 'name', 'email', 'role']);
            foreach ($team->members as $member) {
                fputcsv($out, [$member->id, $member->name, $member->email, $member->pivot->role]);
            }
            fclose($out);
        }, "team-{$team->id}-members.csv");
    }

    public function destroy(Team $team): JsonResponse
    {
        Gate::authorize('delete', $team);

        $team->members()->detach();
        $team->delete();

        return response()->json(null, 204);
    }
}
