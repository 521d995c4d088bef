"""Union-find (disjoint sets) over integer nodes, shared by route graphs and grid networks."""

from __future__ import annotations


def find(parent: list[int], node: int) -> int:
    """The root of ``node``'s set, compressing the path so later finds stay short."""
    root = node
    while parent[root] != root:
        root = parent[root]
    while parent[node] != root:
        parent[node], node = root, parent[node]
    return root
