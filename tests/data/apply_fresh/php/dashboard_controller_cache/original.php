<?php

namespace App\Http\Controllers;

use App\Models\Order;
use App\Models\User;
use Carbon\Carbon;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;

class DashboardController extends Controller
{
    public function index(Request $request)
    {
        $since = Carbon::now()->subDays((int) $request->query('days', 30));

        $revenue = Order::query()
            ->where('status', 'paid')
            ->where('created_at', '>=', $since)
            ->sum('total_cents');

        $newUsers = User::query()
            ->where('created_at', '>=', $since)
            ->count();

        $topProducts = DB::table('order_items')
            ->join('orders', 'orders.id', '=', 'order_items.order_id')
            ->where('orders.status', 'paid')
            ->where('orders.created_at', '>=', $since)
            ->select('order_items.product_id', DB::raw('SUM(order_items.quantity) as units'))
            ->groupBy('order_items.product_id')
            ->orderByDesc('units')
            ->limit(5)
            ->get();

        return view('dashboard.index', [
            'revenue' => $revenue / 100,
            'newUsers' => $newUsers,
            'topProducts' => $topProducts,
            'since' => $since,
        ]);
    }

    public function export(Request $request)
    {
        $since = Carbon::now()->subDays((int) $request->query('days', 30));

        $orders = Order::query()
            ->where('status', 'paid')
            ->where('created_at', '>=', $since)
            ->orderBy('created_at')
            ->get(['id', 'user_id', 'total_cents', 'created_at']);

        $csv = "id,user_id,total,created_at\n";
        foreach ($orders as $order) {
            $csv .= sprintf("%d,%d,%.2f,%s\n", $order->id, $order->user_id, $order->total_cents / 100, $order->created_at);
        }

        return response($csv, 200, ['Content-Type' => 'text/csv']);
    }
}
