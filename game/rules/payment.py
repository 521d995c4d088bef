"""Paying for routes and stations with train cards.

A payment is ``(color, colored, wild)``: ``colored`` cards of colour index ``color`` plus ``wild``
locomotives. A payment made only of locomotives has ``color == ALL_WILD``: it matters for tunnels
("en jouant uniquement des cartes Locomotive, il ne devra jouer des cartes supplémentaires que si
des Locomotives figurent parmi les trois cartes"). Payments are distinct multisets of cards: two
ways of paying that use the same cards are one payment.

Where the deck also has wilds limited to long routes (Märklin's Locomotive +4), a payment carries
one more count per such card kind: ``(color, colored, wild, restricted...)``; see
:func:`restricted_route_payments`.
"""

from __future__ import annotations

from typing import Sequence

ALL_WILD = -1
ANY_COLOR = -1  # the colour index of a gray route: "n'importe quelle série d'une même couleur"

Payment = tuple[int, int, int]


def one_color_payments(hand: Sequence[int], color: int, length: int, min_wild: int, wild: int) -> list[Payment]:
    """Payments of ``length`` cards of ``color`` and locomotives, with at least ``min_wild``
    locomotives and at least one coloured card."""
    low = max(min_wild, length - hand[color])
    high = min(hand[wild], length - 1)
    return [(color, length - w, w) for w in range(low, high + 1)]


def route_payments(hand: Sequence[int], length: int, color: int, ferry: int, wild: int,
                   colors: int | None = None) -> list[Payment]:
    """Every distinct way to pay a route of ``length`` spaces of colour ``color`` (ANY_COLOR for
    gray) with ``ferry`` locomotive symbols, from ``hand`` (cards per colour index). ``colors`` is
    the number of plain colours (card indexes below it); by default every card but the wild."""
    out: list[Payment] = []
    if color == ANY_COLOR:
        for c in range(wild if colors is None else colors):
            if hand[c]:
                out.extend(one_color_payments(hand, c, length, ferry, wild))
    else:
        out.extend(one_color_payments(hand, color, length, ferry, wild))
    if hand[wild] >= length:
        out.append((ALL_WILD, 0, length))
    return out


def can_pay_route(hand: Sequence[int], length: int, color: int, ferry: int, wild: int) -> bool:
    """Quick test before enumerating: is there at least one payment?"""
    loco = hand[wild]
    if loco < ferry:
        return False
    if loco >= length:
        return True
    if color == ANY_COLOR:
        best = max(hand[c] for c in range(wild))
        return best + loco >= length
    return hand[color] + loco >= length


def restricted_route_payments(hand: Sequence[int], length: int, color: int, wild: int, colors: int,
                              restricted: Sequence[tuple[int, int]], ferry: int = 0) -> list[tuple[int, ...]]:
    """Every distinct way to pay a route (no ferry symbols) when some wilds may only pay long
    routes: each payment is ``(color, colored, wild, n_1, ..., n_k)`` with ``n_i`` cards of the
    ``i``-th restricted wild ``restricted[i] = (card, shortest route)`` — always 0 on a route
    shorter than that; ``ferry`` plain locomotives at least ("Ces cartes ne peuvent pas être utilisées sur une route inférieure à 4
    espaces"). Payments without a coloured card have ``color == ALL_WILD`` and are listed once."""
    caps = [hand[card] if length >= shortest else 0 for card, shortest in restricted]
    splits = [s for s in wild_splits(min(hand[wild], length), caps, length) if s[0] >= ferry]
    out: list[tuple[int, ...]] = []
    choices = range(colors) if color == ANY_COLOR else (color,)
    for c in choices:
        have = hand[c]
        if not have:
            continue
        for split in splits:
            colored = length - sum(split)
            if 1 <= colored <= have:
                out.append((c, colored) + split)
    for split in splits:
        if sum(split) == length:
            out.append((ALL_WILD, 0) + split)
    return out


def wild_splits(plain: int, caps: Sequence[int], length: int) -> list[tuple[int, ...]]:
    """Every (plain wilds, restricted wild counts...) with a total of at most ``length``."""
    splits: list[tuple[int, ...]] = [()]
    budget_left = [length]
    for cap in [plain, *caps]:
        grown, left = [], []
        for split, room in zip(splits, budget_left):
            for n in range(min(cap, room) + 1):
                grown.append(split + (n,))
                left.append(room - n)
        splits, budget_left = grown, left
    return splits


def station_payments(hand: Sequence[int], cards: int, wild: int) -> list[Payment]:
    """Payments of ``cards`` cards of one colour, locomotives allowed ("il est possible de
    remplacer certaines des cartes jouées par des Locomotives")."""
    return route_payments(hand, cards, ANY_COLOR, 0, wild)


def tunnel_extra(revealed: Sequence[int], paid_color: int, wild: int) -> int:
    """Extra cards a tunnel asks for: one per revealed card of the colour used or locomotive;
    when only locomotives were paid, only revealed locomotives count."""
    return sum(1 for card in revealed if card == wild or (paid_color != ALL_WILD and card == paid_color))


def extra_payments(hand: Sequence[int], extra: int, paid_color: int, wild: int) -> list[Payment]:
    """Ways to pay ``extra`` more cards for a tunnel: the colour used or locomotives (only
    locomotives if the tunnel was paid with locomotives only)."""
    if extra <= 0:
        return []
    out: list[Payment] = []
    if paid_color != ALL_WILD:
        out.extend(one_color_payments(hand, paid_color, extra, 0, wild))
    if hand[wild] >= extra:
        out.append((ALL_WILD, 0, extra))
    return out


def payment_counts(payment: Payment, kinds: int, wild: int,
                   restricted: Sequence[tuple[int, int]] = ()) -> list[int]:
    color, colored, wilds = payment[:3]
    counts = [0] * kinds
    if colored:
        counts[color] += colored
    counts[wild] += wilds
    for (card, _), n in zip(restricted, payment[3:]):
        counts[card] += n
    return counts


def payment_cards(payment: Payment, card_ids: Sequence[str], wild: int,
                  restricted: Sequence[tuple[int, int]] = ()) -> tuple[str, ...]:
    """The payment as the action's ``choice``: card ids, sorted."""
    color, colored, wilds = payment[:3]
    names = [card_ids[wild]] * wilds + ([card_ids[color]] * colored if colored else [])
    for (card, _), n in zip(restricted, payment[3:]):
        names += [card_ids[card]] * n
    return tuple(sorted(names))


def parse_payment(choice: Sequence[str], card_index: dict[str, int], wild: int,
                  restricted: Sequence[tuple[int, int]] = ()) -> Payment:
    """The inverse of :func:`payment_cards`; raises ValueError if the cards mix colours."""
    others = {card for card, _ in restricted}
    colors = {card_index[c] for c in choice if card_index[c] != wild and card_index[c] not in others}
    if len(colors) > 1:
        raise ValueError(f"cards of more than one colour: {list(choice)}")
    wilds = sum(1 for c in choice if card_index[c] == wild)
    extra = tuple(sum(1 for c in choice if card_index[c] == card) for card, _ in restricted)
    used = wilds + sum(extra)
    if not colors:
        return (ALL_WILD, 0, wilds) + extra
    return (colors.pop(), len(choice) - used, wilds) + extra
