"""End-of-game scoring: routes (recounted from the board), tickets plus or minus, and the
Europe-Express bonus card ("Enfin, ajoutez les points de votre carte bonus Europe-Express si vous
en possédez une"). Winner: most points, then most tickets completed, then a shared win."""

from __future__ import annotations

from itertools import compress, repeat
from operator import eq

from game.engine.score import ScoreLine, SeatScore, best_seats
from game.i18n.plural import plural
from game.rules.route_scoring import joined, route_recount, ticket_lines

from railcade_europe_express.state import ExpressState


def ticket_results(state: ExpressState, seat: int) -> list[tuple[int, bool]]:
    """"relier par un Chemin Continu de Routes à votre couleur les deux villes" of each kept ticket."""
    t = state.tables
    return [(k, joined(state, seat, t.ticket_a[k], t.ticket_b[k])) for k in state.tickets[seat]]


def score(state: ExpressState) -> dict[int, SeatScore]:
    t = state.tables
    a, b = state.ends
    out = {}
    for seat in range(state.players):
        routes = tuple(compress(t.route_ids, map(eq, state.route_owner, repeat(seat))))
        label = f"{len(routes)} {plural(len(routes), 'en', 'route', 'routes')}"
        lines = [ScoreLine("routes", route_recount(state, seat), label, (("routes", routes),))]
        results = ticket_results(state, seat)
        lines += ticket_lines(state, results)
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
