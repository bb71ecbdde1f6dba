// ... existing code ...

void Graph::addEdge(int a, int b) {
    if (a == b) return;  // no self-loops
    adj_[a].push_back(b);
    adj_[b].push_back(a);
}

// ... existing code ...
    return order;
}

// ... removed the debug dump helpers ...
