"""The turn structure route games share, as functions on a :class:`~game.rules.route_state.RouteState`:
drawing train cards (with the locomotive rules), claiming routes with payments, the destination
ticket draw and keep flow, and the end of a turn (last round, face-up row, next seat).

A ruleset composes these in its own move generator and action handlers, adding what only it has
(stations and tunnels in Europe, passengers in Märklin). Bots ask for legal actions before every
move of every playout, so the lists of actions are memoised on the shared board tables, keyed by
exactly what they depend on.
"""

from __future__ import annotations

from typing import Iterator, Sequence

from game.engine.actions import Action, Event
from game.engine.legal import CountedKind, LegalActions
from game.rules import tickets as ticket_rules
from game.rules.cards import EMPTY, CardMarket, RowChange
from game.rules.endgame import NOT_STARTED, turns_left_after
from game.rules.payment import (
    ALL_WILD, ANY_COLOR, parse_payment, payment_cards, restricted_route_payments, wild_splits,
)
from game.rules.route_state import NOBODY, OVER, SECOND_CARD, SETUP, TICKETS, TURN, RouteState
from game.rules.routes_graph import union

DECK = "deck"  # target of a blind draw
TICKET_PILE = "tickets"  # target of a ticket draw
OFFER = "offer"  # target of the choice of tickets to keep
MEMO_LIMIT = 200_000  # memoised action lists kept per board before starting afresh
_FACEUP_SLOT = {f"faceup:{slot}": slot for slot in range(16)}  # target -> slot, without parsing


def event(kind: str, seat, *, secret=(), visible_to=(), reveals=False, **data) -> Event:
    """Event.make without its freezing pass: every value given here is already a str, int, bool,
    None or a tuple of those, and events are built on every action of every bot playout."""
    return Event.of(kind, seat, tuple(data.items()), tuple(secret), tuple(visible_to), reveals)


# -- set-up ----------------------------------------------------------------------------------------


def deal_cards(state: RouteState, kept_out: Sequence[int] = ()) -> None:
    """"Mélangez les cartes Wagon et distribuez-en 4 à chacun des joueurs ... retournez les cinq
    premières cartes" (the counts come from the rules table). Kinds in ``kept_out`` never enter the
    deck (Europe Express keeps its Locomotives in a pile of their own: "Placez la pile de cartes
    Locomotive face visible à côté du plateau"); the ruleset holds them."""
    tables, rules = state.tables, state.rules
    counts = [0 if card in kept_out else n for card, n in enumerate(tables.card_counts)]
    state.market = CardMarket.new(counts, state.rng, rules.faceup)
    for hand in state.hands:
        for card in state.market.draw_many(rules.initial_hand, state.rng):
            hand[card] += 1
    refill_row(state)


def refill_row(state: RouteState) -> list[RowChange]:
    return state.market.refill(state.rng, state.tables.row_watch, state.rules.faceup_max_locomotives)


# -- drawing train cards ---------------------------------------------------------------------------


def card_draw_actions(state: RouteState, seat: int, second: bool) -> list[Action]:
    """A blind draw while the deck or the discard pile has cards; each face-up card, except a
    locomotive as the second card ("une carte non Locomotive, parmi les cinq cartes face
    visible"). A restricted wild (Locomotive +4) is an ordinary card here: "ces cartes sont prises
    à l'identique des cartes classiques". With the deck and the discard pile both empty, nothing
    at all ("ne pourra pas choisir de piocher des cartes Wagon"), unless the ruleset's
    ``faceup_when_piles_empty`` keeps the face-up cards drawable."""
    market = state.market
    memo = state.tables.memo
    key = ("draw-actions", seat)
    made = memo.get(key)
    if made is None:
        made = memo[key] = (Action(seat, "draw_card", "pile", DECK),) + tuple(
            Action(seat, "draw_card", "card", f"faceup:{slot}") for slot in range(len(market.faceup)))
    if market.deck or any(market.discard):
        out = [made[0]]
    elif state.rules.faceup_when_piles_empty:
        out = []
    else:
        return []
    wild = state.tables.wild
    faceup = market.faceup
    if EMPTY not in faceup and not (second and wild in faceup):
        out += made[1:len(faceup) + 1]  # the usual full row, every card drawable (checked in C)
        return out
    for slot, card in enumerate(faceup):
        if card != EMPTY and not (second and card == wild):
            out.append(made[slot + 1])
    return out


def add_card_draws(state: RouteState, seat: int, out: LegalActions) -> None:
    """A turn's first card draws (:func:`card_draw_actions`) onto ``out``, as a part of their one
    kind: the random bot picks a kind, then one of its actions, without a look at each."""
    draws = card_draw_actions(state, seat, second=False)
    if draws:
        out.extend_kind("draw_card", draws)


def row_events(state: RouteState, changes: Sequence[RowChange], reshuffles_before: int) -> list[Event]:
    events = []
    if state.market.reshuffles != reshuffles_before:
        events.append(event("deck_reshuffled", None, cards=len(state.market.deck)))
    card_ids = state.tables.card_ids
    for change in changes:
        if change.kind == "replaced":
            # The data as event() would put it: one on nearly every face-up draw
            cards = tuple(map(card_ids.__getitem__, change.cards))
            events.append(Event.public("faceup_replaced", None, (("slots", change.slots), ("cards", cards)),
                                       reveals=True))
        else:
            events.append(event("faceup_redealt", None, reveals=True,
                                discarded=tuple(card_ids[c] for c in change.discarded),
                                cards=tuple(card_ids[c] if c != EMPTY else None for c in change.cards)))
    return events


def apply_draw_card(state: RouteState, action: Action) -> list[Event]:
    """Take the card; after a first card the same seat draws again unless it took a face-up
    locomotive ("son tour s'arrête alors immédiatement") or nothing more can be drawn."""
    seat = action.seat
    market, rng, tables = state.market, state.rng, state.tables
    before = market.reshuffles
    second = state.phase == SECOND_CARD
    if action.target == DECK:
        card = market.draw(rng)
        state.hands[seat][card] += 1
        events = [Event.of("card_drawn", seat, (("pile", "deck"), ("slot", -1), ("card", tables.card_ids[card])),
                           ("card",), (seat,), True)]
        if market.reshuffles != before:
            events += row_events(state, [], before)
        took_faceup_wild = False
        state.first_card = -1
    else:
        slot = _FACEUP_SLOT.get(action.target)
        if slot is None:
            slot = int(action.target.split(":", 1)[1])
        card = market.take_faceup(slot)
        state.hands[seat][card] += 1
        events = [Event.public("card_drawn", seat,
                               (("pile", "faceup"), ("slot", slot), ("card", tables.card_ids[card])))]
        new = _replaced_from_deck(state, slot)
        if new != EMPTY:  # the usual case: the deck's top card in the slot, as refill_row puts it
            events.append(Event.public("faceup_replaced", None,
                                       (("slots", (slot,)), ("cards", (tables.card_ids[new],))), reveals=True))
        else:
            changes = refill_row(state)
            if changes or market.reshuffles != before:
                events += row_events(state, changes, before)
        took_faceup_wild = card == tables.wild
        state.first_card = card
    if second or took_faceup_wild:
        return events + end_turn(state)
    state.phase = SECOND_CARD
    if not (market.deck or _second_card_left(state)):
        return events + end_turn(state)
    return events


def _replaced_from_deck(state: RouteState, slot: int) -> int:
    """The face-up card taken from ``slot`` replaced as :func:`refill_row` replaces it when that
    is the usual case: the row's one empty slot filled with the deck's top card, no watched kind
    then shown too often. Returns the card put there, or EMPTY (nothing changed) when it is not
    that case: refill_row then does what the rules say (several empty slots, a reshuffle, a
    redeal)."""
    market = state.market
    deck, row = market.deck, market.faceup
    if not deck:
        return EMPTY
    row[slot] = deck[-1]
    if _row_stands(state):
        return deck.pop()
    row[slot] = EMPTY
    return EMPTY


def _row_stands(state: RouteState) -> bool:
    """Whether :func:`refill_row` would leave the face-up row as it is: every slot filled, no
    watched kind shown too often (CardMarket.stands, as refill_row asks it)."""
    return state.market.stands(state.tables.row_watch, state.rules.faceup_max_locomotives)


def _second_card_left(state: RouteState) -> bool:
    """Whether :func:`card_draw_actions` offers a second card (without listing it): a blind draw,
    or a face-up card other than a locomotive when the ruleset lets those be drawn alone."""
    market = state.market
    if market.deck or any(market.discard):
        return True
    if not state.rules.faceup_when_piles_empty:
        return False
    wild = state.tables.wild
    return any(card != EMPTY and card != wild for card in market.faceup)


# -- claiming routes ---------------------------------------------------------------------------------


def claim_actions(state: RouteState, seat: int, out: list[Action], kind: str = "claim_route") -> None:
    """Claim actions: every route ``seat`` may take now, with every distinct payment.

    Bots ask for these before every move of every playout, so the list is put together from
    memoised slices (on the shared tables, so every match of a process fills and reads them): the
    routes of one colour, the gray routes paid with one colour, and the gray routes paid with
    locomotives alone. A slice holds, for each route the hand can pay, its claim actions; it is
    keyed by the cards of its colour and the locomotives held and the trains left, each capped at
    the longest route of the slice. A drawn card changes one colour: the other slices are found
    again as they were, and only the routes' owners are read afresh. Decks with wilds limited to
    long routes go through :func:`_restricted_blocks`."""
    if state.tables.restricted_wilds:
        for block in _restricted_blocks(state.tables, seat, kind, state.hands[seat], state.trains[seat],
                                        state.route_owner, _closing(state)):
            out.extend(block)
        return
    hand, trains, owners = state.hands[seat], state.trains[seat], state.route_owner
    out.extend(_open_claims(state.tables, seat, _closing(state), owners,
                            _claim_slices(state.tables, seat, kind, hand, trains)))


def defer_claims(state: RouteState, seat: int, legal: LegalActions, kind: str = "claim_route") -> None:
    """The claims of :func:`claim_actions` (the same actions in the same order) as a deferred part
    of ``legal``, when :func:`any_claim` finds one: that is much cheaper than listing every payment
    of every route the hand can pay, which only a player choosing to claim needs, and such a
    player picking one at random makes only that one (:class:`Claims`)."""
    if any_claim(state, seat):
        if state.tables.restricted_wilds:
            legal.defer(kind, lambda: RestrictedClaims(state, seat, kind))
        else:
            legal.defer(kind, lambda: Claims(state, seat, kind))


class Claims(CountedKind):
    """The claims of :func:`claim_actions` (decks without restricted wilds), counted route by route
    from the hand, the trains and the owners as they are when it is made: each open route the
    hand can pay has a run of payments in one colour (``low..high`` locomotives, a run of its
    payment row) and maybe the payment with locomotives alone, in the order of the slices. The
    action picked is made alone; read whole, the memoised slices list them all."""

    __slots__ = ("tables", "seat", "kind", "hand", "trains", "owners", "closing", "runs")

    def __init__(self, state: RouteState, seat: int, kind: str) -> None:
        super().__init__()
        self.tables, self.seat, self.kind = state.tables, seat, kind
        self.hand, self.trains, self.owners = list(state.hands[seat]), state.trains[seat], list(state.route_owner)
        self.closing = _closing(state)
        self.runs: list[tuple[int, list[tuple[int, int, int, bool]], int]] = []

    def count(self) -> int:
        """Fill ``runs``, blocks of (colour paid, [(route, first locomotive count, payments in the
        colour, with locomotives alone)], payments of the block) in listing order, and count the
        payments."""
        tables, hand, trains, owners, seat, closing = (self.tables, self.hand, self.trains, self.owners,
                                                       self.seat, self.closing)
        colors, rows = tables.color_count, _route_rows(tables)
        siblings = tables.route_siblings
        loco = hand[tables.wild]
        runs = self.runs
        total = 0
        # The gray routes open to the seat that its trains and ferry locomotives allow, shortest
        # first: read once, then walked for each number of cards of a colour held (the colours
        # held as often pay the gray routes alike: one walk serves them all).
        grays = [row for row in rows[colors]
                 if row[1] <= trains and row[2] <= loco and owners[row[0]] == NOBODY
                 and not (siblings[row[0]] and _parallel_blocked(owners, siblings[row[0]], seat, closing))]
        gray_blocks: dict[int, tuple[list[tuple[int, int, int, bool]], int]] = {}
        for color in range(colors):
            have = hand[color]
            if have == 0 and loco == 0:
                continue
            reach = have + loco
            if reach > trains:
                reach = trains
            block = []
            payments = 0
            for route, length, ferry in rows[color]:
                if length > reach:
                    break
                if loco < ferry:
                    continue
                low = length - have
                if low < ferry:
                    low = ferry
                paid = (loco if loco < length - 1 else length - 1) - low + 1
                if paid < 0:
                    paid = 0
                wild = loco >= length
                if (paid or wild) and owners[route] == NOBODY and not (
                        siblings[route] and _parallel_blocked(owners, siblings[route], seat, closing)):
                    block.append((route, low, paid, wild))
                    payments += paid + wild
            if block:
                runs.append((color, block, payments))
                total += payments
            if have:
                found = gray_blocks.get(have)
                if found is None:
                    block = []
                    payments = 0
                    for route, length, ferry in grays:
                        if length > reach:
                            break
                        low = length - have
                        if low < ferry:
                            low = ferry
                        paid = (loco if loco < length - 1 else length - 1) - low + 1
                        if paid > 0:
                            block.append((route, low, paid, False))
                            payments += paid
                    found = gray_blocks[have] = (block, payments)
                if found[1]:
                    runs.append((color, found[0], found[1]))
                    total += found[1]
        if loco:
            block = []
            for route, length, _ in grays:
                if length > loco:
                    break
                block.append((route, 0, 0, True))
            if block:
                runs.append((ALL_WILD, block, len(block)))
                total += len(block)
        return total

    def nth(self, index: int) -> Action:
        tables = self.tables
        for color, block, payments in self.runs:
            if index >= payments:
                index -= payments
                continue
            for route, low, paid, wild in block:
                if index < paid:
                    w = low + index
                    return payment_action(tables, self.seat, self.kind, "route", route,
                                          (color, tables.route_length[route] - w, w))
                index -= paid
                if wild:
                    if index == 0:
                        return _all_wild(tables, self.seat, self.kind, route)
                    index -= 1
        raise IndexError(index)

    def listed(self) -> list[Action]:
        return _open_claims(self.tables, self.seat, self.closing, self.owners,
                            _claim_slices(self.tables, self.seat, self.kind, self.hand, self.trains))


def _closing(state: RouteState) -> bool:
    """With fewer players than double routes need, the first track taken closes the others."""
    return state.players < state.rules.double_routes_min_players


def any_claim(state: RouteState, seat: int) -> bool:
    """Whether :func:`claim_actions` lists anything, without listing: an open route (see
    :func:`_parallel_blocked`) no longer than the trains left whose ferry locomotives the hand
    holds, and for which one colour (the route's, or any for a gray one) and the wilds usable on it
    make its length. Every such route has at least one payment (one colour and locomotives, or
    wilds alone), and no other route has one."""
    tables = state.tables
    hand = state.hands[seat]
    loco = hand[tables.wild]
    best = max(hand[:tables.color_count])
    restricted = tables.restricted_wilds
    reach = best + loco
    if restricted:
        reach += sum(hand[card] for card, _ in restricted)
    trains = state.trains[seat]
    if trains < reach:
        reach = trains
    owners = state.route_owner
    siblings = tables.route_siblings
    closing = _closing(state)
    for route, length, ferry, color in _routes_by_length(tables):
        if length > reach:
            return False  # the routes come shortest first
        if owners[route] != NOBODY or loco < ferry:
            continue
        wilds = loco
        if restricted:
            wilds += sum(hand[card] for card, shortest in restricted if length >= shortest)
        if (best if color == ANY_COLOR else hand[color]) + wilds < length:
            continue
        if siblings[route] and _parallel_blocked(owners, siblings[route], seat, closing):
            continue
        return True
    return False


def _routes_by_length(tables) -> tuple[tuple[int, int, int, int], ...]:
    """(route, length, ferry locomotives, colour) of every route, shortest first."""
    found = tables.memo.get("routes-by-length")
    if found is None:
        found = tables.memo["routes-by-length"] = tuple(sorted(
            ((r, tables.route_length[r], tables.route_ferry[r], tables.route_color[r])
             for r in range(len(tables.route_ids))), key=lambda row: (row[1], row[0])))
    return found


def _claim_slices(tables, seat: int, kind: str, hand: Sequence[int], trains: int) -> list[Slice]:
    """The memoised slices ``hand`` may pay (see :func:`claim_actions`), owners not read yet."""
    memo = tables.memo
    if len(memo) > MEMO_LIMIT:
        memo.clear()
    slices = _slices(tables)
    colors = tables.color_count
    loco = hand[tables.wild]
    gray_longest = slices.longest[colors]
    gray_loco = loco if loco < gray_longest else gray_longest
    gray_trains = trains if trains < gray_longest else gray_longest
    found: list[Slice] = []
    for color in range(colors):
        have = hand[color]
        if have == 0 and loco == 0:
            continue
        longest = slices.longest[color]
        if longest:
            key = (kind, seat, color, have if have < longest else longest, loco if loco < longest else longest,
                   trains if trains < longest else longest)
            entries = memo.get(key)
            if entries is None:
                entries = memo[key] = _colour_slice(tables, slices, seat, kind, color, hand, trains)
            found.append(entries)
        if have and gray_longest:
            key = (kind, seat, ANY_COLOR, color, have if have < gray_longest else gray_longest, gray_loco,
                   gray_trains)
            entries = memo.get(key)
            if entries is None:
                entries = memo[key] = _gray_slice(tables, slices, seat, kind, color, hand, trains)
            found.append(entries)
    if loco and gray_longest:
        key = (kind, seat, ALL_WILD, gray_loco, gray_trains)
        entries = memo.get(key)
        if entries is None:
            entries = memo[key] = _wild_slice(tables, slices, seat, kind, loco, trains)
        found.append(entries)
    return found


def _open_claims(tables, seat: int, closing: bool, owners: Sequence[int], found: list[Slice]) -> list[Action]:
    """The claims of the routes of ``found`` that are open to ``seat`` with these ``owners``, in order."""
    siblings = tables.route_siblings
    out: list[Action] = []
    for entries in found:
        for route, actions in entries:
            if owners[route] == NOBODY and not (siblings[route] and
                                                _parallel_blocked(owners, siblings[route], seat, closing)):
                out.extend(actions)
    return out


class _Slices:
    """The routes of each colour group (plain colours, then gray last), sorted by length, and
    each group's longest route."""

    def __init__(self, tables) -> None:
        self.groups = routes_by_color(tables)
        self.longest = tuple(max((tables.route_length[r] for r in group), default=0) for group in self.groups)
        self.gray = tables.color_count


def _route_rows(tables) -> tuple[tuple[tuple[int, int, int], ...], ...]:
    """(route, length, ferry locomotives) of the routes of each colour group (see
    :func:`routes_by_color`), shortest first."""
    found = tables.memo.get("route-rows")
    if found is None:
        found = tables.memo["route-rows"] = tuple(
            tuple((r, tables.route_length[r], tables.route_ferry[r]) for r in group) for group in routes_by_color(tables))
    return found


def _slices(tables) -> _Slices:
    found = tables.memo.get("claim-slices")
    if found is None:
        found = tables.memo["claim-slices"] = _Slices(tables)
    return found


Slice = tuple[tuple[int, tuple[Action, ...]], ...]  # (route, its claim actions) per payable route


def _colour_slice(tables, slices: _Slices, seat: int, kind: str, color: int, hand: list[int],
                  trains: int) -> Slice:
    """Claims of the routes of ``color``: "des cartes de la couleur correspondante" and
    locomotives, at least the ferry's locomotives ("une Locomotive par symbole"). The payments
    of :func:`route_payments` in its order: one colour with ``low..high`` locomotives (a run of
    the route's payment row), then locomotives alone when the hand has enough."""
    lengths, ferries = tables.route_length, tables.route_ferry
    have, loco = hand[color], hand[tables.wild]
    reach = min(have + loco, trains)
    out = []
    rows = _payment_rows(tables, seat, kind, color)
    for route in slices.groups[color]:
        length = lengths[route]
        if length > reach:
            break
        ferry = ferries[route]
        if loco >= ferry:
            low, high = max(ferry, length - have), min(loco, length - 1)
            row = rows[route] or _payment_row(tables, seat, kind, route, color, rows)
            actions = row[low:high + 1]
            if loco >= length:
                actions += (_all_wild(tables, seat, kind, route),)
            if actions:
                out.append((route, actions))
    return tuple(out)


def _gray_slice(tables, slices: _Slices, seat: int, kind: str, color: int, hand: list[int], trains: int) -> Slice:
    """Claims of gray routes paid with ``color`` ("n'importe quelle série de cartes d'une même
    couleur") and locomotives: the payments of :func:`one_color_payments`, a run of the route's
    payment row in ``color``."""
    lengths, ferries = tables.route_length, tables.route_ferry
    have, loco = hand[color], hand[tables.wild]
    reach = min(have + loco, trains)
    out = []
    rows = _payment_rows(tables, seat, kind, color)
    for route in slices.groups[slices.gray]:
        length = lengths[route]
        if length > reach:
            break
        ferry = ferries[route]
        if loco >= ferry:
            low, high = max(ferry, length - have), min(loco, length - 1)
            if low <= high:
                row = rows[route] or _payment_row(tables, seat, kind, route, color, rows)
                out.append((route, row[low:high + 1]))
    return tuple(out)


def _wild_slice(tables, slices: _Slices, seat: int, kind: str, loco: int, trains: int) -> Slice:
    """Claims of gray routes paid with locomotives alone."""
    lengths = tables.route_length
    reach = min(loco, trains)
    out = []
    for route in slices.groups[slices.gray]:
        if lengths[route] > reach:
            break
        out.append((route, (_all_wild(tables, seat, kind, route),)))
    return tuple(out)


def _payment_rows(tables, seat: int, kind: str, color: int) -> list:
    """Per route, the claims of ``route`` paid in ``color`` (see :func:`_payment_row`), or None
    until first asked for."""
    key = ("payment-rows", kind, seat, color)
    rows = tables.memo.get(key)
    if rows is None:
        rows = tables.memo[key] = [None] * len(tables.route_ids)
    return rows


def _payment_row(tables, seat: int, kind: str, route: int, color: int, rows: list) -> tuple[Action, ...]:
    """The claims of ``route`` paid in ``color``, indexed by the locomotives among the cards:
    ``row[w]`` pays ``length - w`` cards of the colour and ``w`` locomotives (``w < length``: at
    least one coloured card). Made once per process, kept in ``rows``; a slice takes a run of it."""
    length = tables.route_length[route]
    row = rows[route] = tuple(payment_action(tables, seat, kind, "route", route, (color, length - w, w))
                              for w in range(length))
    return row


def _all_wild(tables, seat: int, kind: str, route: int) -> Action:
    return payment_action(tables, seat, kind, "route", route, (ALL_WILD, 0, tables.route_length[route]))


def _parallel_blocked(owners: list[int], siblings: tuple[int, ...], seat: int, closing: bool) -> bool:
    """The rule of :meth:`RouteState.route_open_for` for the other tracks of a connection, inlined
    for the claim walk: "Un même joueur ne peut jamais capturer les deux routes d'une même route
    double" (the same for triples), and with 2 or 3 players the first track taken closes the rest."""
    for other in siblings:
        owner = owners[other]
        if owner != NOBODY and (owner == seat or closing):
            return True
    return False


def capped_hand(hand: Sequence[int], cap: int) -> tuple[int, ...]:
    return tuple(h if h < cap else cap for h in hand)


def routes_by_color(tables) -> tuple[tuple[int, ...], ...]:
    """Routes of each card colour, then the gray ones (last), each sorted by length."""
    groups = tables.memo.get("routes-by-color")
    if groups is None:
        colors = tables.color_count
        groups = tuple(
            tuple(sorted((r for r, c in enumerate(tables.route_color) if c == (color if color < colors else ANY_COLOR)),
                         key=lambda r: (tables.route_length[r], r)))
            for color in range(colors + 1)
        )
        tables.memo["routes-by-color"] = groups
    return groups


def _restricted_blocks(tables, seat: int, kind: str, hand: Sequence[int], trains: int, owners: Sequence[int],
                       closing: bool) -> Iterator[tuple[Action, ...]]:
    """Claims when some wilds only pay long routes (Märklin's Locomotive +4), block by block in
    listing order: the runs of :func:`_restricted_runs`, a gray route's made colour by colour."""
    for _, actions, route, gray in _restricted_runs(tables, seat, kind, hand, trains, owners, closing)[0]:
        if actions is not None:
            yield actions
            continue
        for paid, held, _ in gray[0]:
            yield _gray_block(tables, seat, kind, route, paid, held, gray[1], gray[2])


def _restricted_runs(tables, seat: int, kind: str, hand: Sequence[int], trains: int, owners: Sequence[int],
                     closing: bool) -> tuple[list[tuple[int, tuple[Action, ...] | None, int, tuple | None]], int]:
    """The claims of a deck with wilds only long routes take, counted in listing order: runs of
    (claims, the route's claims or None for a gray route, route, the gray route's payments), and
    their total.

    A coloured route's claims are made (memoised, keyed also by the restricted wilds held, capped
    at the route length, and 0 on routes too short for them). A gray route's are put together
    colour by colour, in the order of :func:`restricted_route_payments` (each colour's payments,
    then locomotives alone): how many payments each colour gives depends on the route's length
    and ferry locomotives and the cards held, not on the route, so it is worked out once per
    length (``((colour paid, its cards held capped at the length, payments), ...), locomotives,
    restricted wilds``) and a gray route's blocks are made only when one is picked or the whole
    list read (:func:`_gray_block`)."""
    memo = _memo(tables)
    wild, colors, by_color = tables.wild, tables.color_count, routes_by_color(tables)
    restricted = tables.restricted_wilds
    loco = hand[wild]
    lengths, ferries, siblings = tables.route_length, tables.route_ferry, tables.route_siblings
    best_color = max(hand[:colors])
    # What depends on a route's length alone is worked out once per length, not per route: the
    # restricted wilds usable (0 below their shortest route), all the wilds, the locomotives
    # capped at the length.
    by_length: dict[int, tuple[tuple[int, ...], int, int]] = {}
    grays: dict[tuple[int, int], tuple] = {}
    runs: list[tuple[int, tuple[Action, ...] | None, int, tuple | None]] = []
    total = 0
    for color in range(colors + 1):
        gray = color == colors
        for route in by_color[color]:
            length = lengths[route]
            if length > trains:
                break
            if owners[route] != NOBODY:
                continue
            known = by_length.get(length)
            if known is None:
                extra = tuple(min(hand[card], length) if length >= shortest else 0 for card, shortest in restricted)
                capped_loco = loco if loco < length else length
                known = by_length[length] = (extra, capped_loco + sum(extra), capped_loco)
            extra, wilds, capped_loco = known
            have = best_color if gray else hand[color]
            if have + wilds < length:
                continue
            ferry = ferries[route]
            if loco < ferry:
                continue
            if siblings[route] and _parallel_blocked(owners, siblings[route], seat, closing):
                continue
            if not gray:
                key = (kind, seat, route, have if have < length else length, capped_loco, extra)
                actions = memo.get(key)
                if actions is None:
                    payments = restricted_route_payments(hand, length, color, wild, colors, restricted, ferry)
                    actions = memo[key] = _claim_actions(tables, seat, route, payments, kind)
                if actions:
                    runs.append((len(actions), actions, route, None))
                    total += len(actions)
                continue
            found = grays.get((length, ferry))
            if found is None:
                found = grays[(length, ferry)] = _gray_parts(memo, hand, colors, length, ferry, wilds, capped_loco,
                                                             extra)
            if found[3]:
                runs.append((found[3], None, route, found))
                total += found[3]
    return runs, total


def _gray_parts(memo: dict, hand: Sequence[int], colors: int, length: int, ferry: int, wilds: int, loco: int,
                extra: tuple[int, ...]) -> tuple[tuple[tuple[int, int, int], ...], int, tuple[int, ...], int]:
    """A gray route's payments per colour paid (see :func:`_restricted_runs`), and their total."""
    parts = []
    total = 0
    for paid in range(colors):
        held = hand[paid]
        if not held or held + wilds < length:
            continue  # no payment in this colour
        if held > length:
            held = length
        key = ("gray-payments", length, ferry, paid >= 0, held, loco, extra)
        count = memo.get(key)
        if count is None:
            count = memo[key] = len(_gray_payments(length, ferry, paid, held, loco, extra))
        if count:
            parts.append((paid, held, count))
            total += count
    if wilds >= length:
        key = ("gray-payments", length, ferry, False, 0, loco, extra)
        count = memo.get(key)
        if count is None:
            count = memo[key] = len(_gray_payments(length, ferry, ALL_WILD, 0, loco, extra))
        if count:
            parts.append((ALL_WILD, 0, count))
            total += count
    return tuple(parts), loco, extra, total


class RestrictedClaims(Claims):
    """The claims of :func:`claim_actions` for a deck with wilds only long routes take (Märklin's
    Locomotive +4), counted from what :class:`Claims` reads when it is made
    (:func:`_restricted_runs`): the claim picked is made alone, a gray route's claims made in
    one colour's block at most."""

    __slots__ = ()

    def count(self) -> int:
        self.runs, total = _restricted_runs(self.tables, self.seat, self.kind, self.hand, self.trains, self.owners,
                                            self.closing)
        return total

    def nth(self, index: int) -> Action:
        for size, actions, route, gray in self.runs:
            if index >= size:
                index -= size
                continue
            if actions is not None:
                return actions[index]
            for paid, held, count in gray[0]:
                if index < count:
                    return _gray_block(self.tables, self.seat, self.kind, route, paid, held, gray[1], gray[2])[index]
                index -= count
        raise IndexError(index)

    def listed(self) -> list[Action]:
        out: list[Action] = []
        for block in _restricted_blocks(self.tables, self.seat, self.kind, self.hand, self.trains, self.owners,
                                        self.closing):
            out.extend(block)
        return out


def _gray_block(tables, seat: int, kind: str, route: int, paid: int, held: int, loco: int,
                extra: tuple[int, ...]) -> tuple[Action, ...]:
    """The claims of gray ``route`` paid in colour ``paid`` from ``held`` cards of it (capped at
    the route's length), or with wilds alone (``paid`` ALL_WILD), as
    :func:`restricted_route_payments` lists them (memoised)."""
    memo = tables.memo
    key = ((kind, seat, route, ALL_WILD, loco, extra) if paid == ALL_WILD else
           (kind, seat, route, paid, held, loco, extra))
    block = memo.get(key)
    if block is None:
        payments = _gray_payments(tables.route_length[route], tables.route_ferry[route], paid, held, loco, extra)
        block = memo[key] = _claim_actions(tables, seat, route, payments, kind)
    return block


def _gray_payments(length: int, ferry: int, paid: int, held: int, loco: int,
                   extra: tuple[int, ...]) -> list[tuple[int, ...]]:
    splits = [s for s in wild_splits(loco, extra, length) if s[0] >= ferry]
    if paid == ALL_WILD:
        return [(ALL_WILD, 0) + split for split in splits if sum(split) == length]
    return [(paid, length - sum(split)) + split for split in splits if 1 <= length - sum(split) <= held]


def _memo(tables) -> dict:
    """The board's memo, emptied first when it has grown too big."""
    memo = tables.memo
    if len(memo) > MEMO_LIMIT:
        memo.clear()
    return memo


def _claim_actions(tables, seat: int, route: int, payments, kind: str) -> tuple[Action, ...]:
    return tuple(payment_action(tables, seat, kind, "route", route, p) for p in payments)


def payment_action(tables, seat: int, kind: str, target_type: str, target: int, payment) -> Action:
    """One Action per (seat, kind, target, payment) for the whole process: the memoised lists are
    rebuilt from these when a hand changes, so Action objects are made only once."""
    cache = tables.memo.get("actions")
    if cache is None:
        cache = tables.memo["actions"] = {}
    key = (kind, seat, target, payment)
    action = cache.get(key)
    if action is None:
        target_id = tables.route_ids[target] if target_type == "route" else tables.city_ids[target]
        # The cards of a payment are the same whoever pays and whatever for.
        names = tables.memo.get("payment-cards")
        if names is None:
            names = tables.memo["payment-cards"] = {}
        cards = names.get(payment)
        if cards is None:
            cards = names[payment] = payment_cards(payment, tables.card_ids, tables.wild, tables.restricted_wilds)
        action = cache[key] = Action(seat, kind, target_type, target_id, cards)
    return action


def pay(state: RouteState, seat: int, payment, wilds_aside: bool = False) -> int:
    """"Toutes les cartes utilisées pour s'approprier cette route sont défaussées". With
    ``wilds_aside`` the locomotives paid leave the hand but not for the discard pile: they go back
    to a pile of their own, which the ruleset keeps ("Les cartes Locomotive défaussées sont remises
    dans leur pile", Europe Express). Returns the number of locomotives paid."""
    color, colored, wilds = payment[0], payment[1], payment[2]
    hand, discard = state.hands[seat], state.market.discard
    if colored:
        hand[color] -= colored
        discard[color] += colored
    if wilds:
        wild = state.tables.wild
        hand[wild] -= wilds
        if not wilds_aside:
            discard[wild] += wilds
    if len(payment) > 3:
        for (card, _), n in zip(state.tables.restricted_wilds, payment[3:]):
            hand[card] -= n
            discard[card] += n
    return wilds


def parsed_payment(tables, choice: tuple[str, ...]) -> tuple[int, ...]:
    """:func:`~game.rules.payment.parse_payment` of a claim's (or a station's, a tunnel's extra)
    cards on this board, kept on the board's memo: payments are a few hundred distinct choices,
    and every one paid in every game is parsed again by the game's replay. A choice that is no
    payment raises as parse_payment does (and is not kept)."""
    key = ("parsed-payment", choice)
    found = tables.memo.get(key)
    if found is None:
        found = tables.memo[key] = parse_payment(choice, tables.card_index, tables.wild, tables.restricted_wilds)
    return found


def take_route(state: RouteState, seat: int, route: int, cards: tuple[str, ...]) -> list[Event]:
    """Put the seat's trains on the route and score it at once ("le joueur ... déplace son
    marqueur de score d'un nombre de cases correspondant au barème"). A route to a country never
    joins the seat's networks: a country is a dead end."""
    tables = state.tables
    state.route_owner[route] = seat
    state.trains[seat] -= tables.route_length[route]
    points = tables.route_points[route]
    state.route_points[seat] += points
    a, b = tables.route_a[route], tables.route_b[route]
    dead = tables.city_dead_end
    if not (dead[a] or dead[b]):
        union(state.forests[seat], a, b)
    # event() with its fields frozen already: one on every claim of every game and replay.
    return [Event.public("route_claimed", seat, (("route", tables.route_ids[route]), ("cards", cards),
                                                 ("points", points), ("trains_left", state.trains[seat])))]


# -- destination tickets -----------------------------------------------------------------------------


def keep_ticket_actions(state: RouteState, seat: int, keep_min: int) -> LegalActions:
    """Every set of offered tickets ``seat`` may keep (at least ``keep_min``, fewer if fewer
    were offered), counted (:class:`KeptTickets`): the set picked is made alone."""
    options = ticket_rules.keep_options(state.offered[seat], keep_min)
    out = LegalActions()
    if options:
        ids = state.tables.ticket_ids
        out.defer("keep_tickets", lambda: KeptTickets(ids, seat, options))
    return out


class KeptTickets(CountedKind):
    """The ``keep_tickets`` actions of a list of sets of ticket indexes, in its order; each names
    its tickets by id, sorted."""

    __slots__ = ("ids", "seat", "options")

    def __init__(self, ids: Sequence[str], seat: int, options: list[tuple[int, ...]]) -> None:
        super().__init__()
        self.ids, self.seat, self.options = ids, seat, options

    def count(self) -> int:
        return len(self.options)

    def nth(self, index: int) -> Action:
        ids = self.ids
        return Action(self.seat, "keep_tickets", "ticket", OFFER, tuple(sorted(ids[t] for t in self.options[index])))

    def listed(self) -> list[Action]:
        return [self.nth(index) for index in range(len(self.options))]


def take_kept_tickets(state: RouteState, action: Action) -> tuple[list[int], list[int], list[Event]]:
    """Move the kept tickets into the seat's hand; return (kept, returned, events). Where the
    returned ones go (the box, under a pile) is the ruleset's."""
    seat = action.seat
    index = state.tables.ticket_index
    kept = sorted(index[t] for t in action.choice)
    returned = [t for t in state.offered[seat] if t not in kept]
    state.tickets[seat].extend(kept)
    state.offered[seat] = []
    # event() with its fields frozen already (the kept tickets' ids secret to the others).
    events = [Event.of("tickets_kept", seat, (("kept", len(kept)), ("returned", len(returned)),
                                              ("tickets", tuple(action.choice))), ("tickets",), (seat,), False)]
    return kept, returned, events


def offer_tickets(state: RouteState, seat: int, drawn: list[int], phase: str = TICKETS, **extra) -> list[Event]:
    """Show ``seat`` the tickets it drew; it chooses which to keep next (in ``phase``: the
    ``tickets`` phase of a turn, or the set-up). ``extra`` goes into the event (public)."""
    state.offered[seat] = sorted(drawn)
    state.phase = phase
    ids = state.tables.ticket_ids
    tickets = tuple([ids[t] for t in drawn])
    if not extra:  # event() without its keywords: a ticket draw of every game and its replay
        return [Event.of("tickets_offered", seat, (("count", len(drawn)), ("tickets", tickets)), ("tickets",), (seat,),
                         True)]
    return [event("tickets_offered", seat, secret=("tickets",), visible_to=(seat,), reveals=True,
                  count=len(drawn), **extra, tickets=tickets)]


def setup_done(state: RouteState, first: int = 0) -> bool:
    """After a seat's first choice of tickets: once nobody is still choosing, the first turn, to
    seat ``first`` (seat 0 where the seating order decides; a seat drawn at random where the
    rulebook says so)."""
    if any(state.offered):
        return False
    state.phase = TURN
    state.current = first
    return True


# -- the end of a turn --------------------------------------------------------------------------------


def pass_turn(state: RouteState, action: Action) -> list[Event]:
    state.passes += 1
    events = [event("turn_passed", action.seat)]
    # Rulebook silent: when every seat in a row could do nothing, nothing can ever change again.
    if state.passes >= state.players:
        state.turns_left = 0
    return events + end_turn(state, passed=True)


def end_turn(state: RouteState, passed: bool = False) -> list[Event]:
    """"Lorsque la réserve de wagons d'un joueur est de 0, 1 ou 2 wagons après avoir joué son
    tour, chaque joueur, en incluant celui-ci, joue un dernier tour"; then the next seat."""
    seat = state.current
    if not passed:
        state.passes = 0
    state.turn += 1
    state.first_card = -1
    events = []
    before = state.turns_left
    if before != 0:
        state.turns_left = turns_left_after(state.trains[seat], state.rules.endgame_trains, before, state.players)
        if before == NOT_STARTED and state.turns_left != NOT_STARTED:
            events.append(event("last_round", seat, trains=state.trains[seat]))
    if state.turns_left == 0:
        state.phase = OVER
        return events + [event("turn_ended", seat, next=None), event("game_over", None)]
    # Cards discarded this turn may fill slots an empty deck left open, and any change of the row
    # re-applies the three-locomotive rule (a row that stands is left alone without refill_row).
    if not _row_stands(state):
        before_shuffles = state.market.reshuffles
        changes = refill_row(state)
        if changes:
            events += row_events(state, changes, before_shuffles)
    state.phase = TURN
    state.current = (seat + 1) % state.players
    events.append(Event.public("turn_ended", seat, (("next", state.current),)))
    return events

