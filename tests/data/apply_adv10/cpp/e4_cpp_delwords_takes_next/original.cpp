#include "graph.h"

#include <fstream>
#include <iostream>
#include <queue>

Graph::Graph(int n, std::string dumpPath)
    : adj_(n), dumpPath_(std::move(dumpPath)) {}

void Graph::addEdge(int a, int b) {
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

void Graph::dump() const {
    for (size_t v = 0; v < adj_.size(); ++v) {
        std::cerr << v << ":";
        for (int w : adj_[v]) std::cerr << " " << w;
        std::cerr << "\n";
    }
}

void Graph::dumpDot(std::ostream& os) const {
    os << "graph G {\n";
    for (size_t v = 0; v < adj_.size(); ++v)
        for (int w : adj_[v])
            if (static_cast<int>(v) < w) os << "  " << v << " -- " << w << ";\n";
    os << "}\n";
}

void Graph::save() const {
    std::ofstream out(dumpPath_);
    for (size_t v = 0; v < adj_.size(); ++v)
        for (int w : adj_[v])
            if (static_cast<int>(v) < w) out << v << " " << w << "\n";
}
