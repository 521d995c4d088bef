"""End-of-game scoring: routes (recounted from the board), tickets plus or minus, and the
Europe-Express bonus card ("Enfin, ajoutez les points de votre carte bonus Europe-Express si vous
en possédez une"). Winner: most points, then most tickets completed, then shared."""

from __future__ import annotations

from game.engine.score import ScoreLine, SeatScore, best_seats
from game.rules.routes_graph import connected

from railcade_europe_express.state import ExpressState


def route_recount(state: ExpressState, seat: int) -> int:
    """Route points recounted from the board ("faire un dernier décompte en reprenant pour chaque
    joueur chacune de ses Routes")."""
    points = state.tables.route_points
    return sum(points[r] for r, owner in enumerate(state.route_owner) if owner == seat)


def ticket_results(state: ExpressState, seat: int) -> list[tuple[int, bool]]:
    t = state.tables
    forest = state.forests[seat]
    return [(k, connected(forest, t.ticket_a[k], t.ticket_b[k])) for k in state.tickets[seat]]


def score(state: ExpressState) -> dict[int, SeatScore]:
    t = state.tables
    names = t.city_names or t.city_ids
    a, b = state.ends
    out = {}
    for seat in range(state.players):
        routes = tuple(t.route_ids[r] for r, owner in enumerate(state.route_owner) if owner == seat)
        lines = [ScoreLine("routes", route_recount(state, seat), f"{len(routes)} routes", (("routes", routes),))]
        results = ticket_results(state, seat)
        for ticket, completed in results:
            points = t.ticket_points[ticket]
            label = f"{names[t.ticket_a[ticket]]} – {names[t.ticket_b[ticket]]}"
            detail = (("ticket", t.ticket_ids[ticket]), ("a", t.city_ids[t.ticket_a[ticket]]),
                      ("b", t.city_ids[t.ticket_b[ticket]]))
            lines.append(ScoreLine("tickets_completed" if completed else "tickets_failed",
                                   points if completed else -points, label, detail))
        rank = state.bonus_order.index(seat) + 1 if seat in state.bonus_order else 0
        lines.append(ScoreLine("bonus", state.bonus[seat], "", (("rank", rank), ("value", state.bonus[seat]),
                                                                 ("a", t.city_ids[a]), ("b", t.city_ids[b]))))
        completed = sum(1 for _, ok in results if ok)
        out[seat] = SeatScore(seat, tuple(lines), tiebreak=(completed,))
    return out


def winners(scores: dict[int, SeatScore]) -> list[int]:
    """"Le joueur qui a le plus de points remporte la partie. Si plusieurs joueurs sont à égalité,
    celui d'entre eux qui a complété le plus de cartes Destination l'emporte. Si l'égalité persiste,
    les joueurs concernés se partagent la victoire.\""""
    return best_seats(scores)
