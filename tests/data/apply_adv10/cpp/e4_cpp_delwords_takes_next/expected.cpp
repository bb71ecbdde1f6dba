#include "graph.h"

#include <fstream>
#include <iostream>
#include <queue>

Graph::Graph(int n, std::string dumpPath)
    : adj_(n), dumpPath_(std::move(dumpPath)) {}

void Graph::addEdge(int a, int b) {
    if (a == b) return;  // no self-loops
    adj_[a].push_back(b);
    adj_[b].push_back(a);
}

std::vector<int> Graph::bfs(int start) const {
    std::vector<int> order;
    std::vector<bool> seen(adj_.size(), false);
    std::queue<int> q;
    q.push(start);
    seen[start] = true;
    while (!q.empty()) {
        int v = q.front();
        q.pop();
        order.push_back(v);
        for (int w : adj_[v]) {
            if (!seen[w]) {
                seen[w] = true;
                q.push(w);
            }
        }
    }
    return order;
}

void Graph::save() const {
    std::ofstream out(dumpPath_);
    for (size_t v = 0; v < adj_.size(); ++v)
        for (int w : adj_[v])
            if (static_cast<int>(v) < w) out << v << " " << w << "\n";
}
