"""End-of-game scoring: routes, tickets (countries as dead ends), the merchandise the passengers
collected, and 10 points to each seat with the most completed tickets. Winner: most points, then
most completed tickets, then most merchandise points."""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.score import ScoreLine, SeatScore
from game.i18n.plural import plural
from game.rules.route_scoring import joined, route_recount, shared_best_bonus, ticket_lines

from railcade_marklin.state import MarklinState, token_value


@dataclass(frozen=True)
class SeatResult:
    seat: int
    route_points: int
    routes: tuple[int, ...]
    tickets: tuple[tuple[int, bool], ...]  # (ticket, completed)
    merchandise: int  # recounted from the tokens kept ("en recomptant les points marchandises")
    tokens: int

    @property
    def completed(self) -> int:
        return sum(1 for _, ok in self.tickets if ok)


def merchandise_recount(state: MarklinState, seat: int) -> int:
    return sum(token_value(x) for x in state.collected[seat])


def seat_result(state: MarklinState, seat: int) -> SeatResult:
    t = state.tables
    own = tuple(r for r, owner in enumerate(state.route_owner) if owner == seat)
    done = tuple((k, joined(state, seat, t.ticket_a[k], t.ticket_b[k])) for k in state.tickets[seat])
    return SeatResult(seat, route_recount(state, seat), own, done, merchandise_recount(state, seat),
                      len(state.collected[seat]))


def results(state: MarklinState) -> list[SeatResult]:
    return [seat_result(state, seat) for seat in range(state.players)]


def score(state: MarklinState) -> dict[int, SeatScore]:
    t = state.tables
    found = results(state)
    # "Le joueur qui a réussi le plus de cartes Destination reçoit la tuile bonus et marque 10
    # points. S'il y a égalité ..., tous les joueurs concernés marquent 10 points."
    bonuses = shared_best_bonus([r.completed for r in found], state.rules.most_tickets_bonus)
    out = {}
    for r in found:
        lines = [ScoreLine("routes", r.route_points, f"{len(r.routes)} {plural(len(r.routes), 'en', 'route', 'routes')}",
                           (("routes", tuple(t.route_ids[x] for x in r.routes)),))]
        lines += ticket_lines(state, r.tickets)
        lines.append(ScoreLine("merchandise", r.merchandise, f"{r.tokens} {plural(r.tokens, 'en', 'token', 'tokens')}",
                               (("tokens", r.tokens), ("passengers_moved", state.passengers_moved[r.seat]))))
        lines.append(ScoreLine("most_tickets", bonuses[r.seat], f"{r.completed} completed",
                               (("completed", r.completed),)))
        # "En cas d'égalité ..., celui qui a réalisé le plus de cartes Destination remporte la
        # victoire. En cas d'égalité répétée, celui qui a le plus de points marchandises gagne."
        out[r.seat] = SeatScore(r.seat, tuple(lines), tiebreak=(r.completed, r.merchandise))
    return out
