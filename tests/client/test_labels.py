"""City names never overlap a route, a track, a marker, a station or another name, on every
installed board (route boards and grid boards alike).

The overlaps are computed from the pieces as they are drawn: every route's slots and claimed cars
(tunnel teeth included), and on grid boards the tracks, start markers, city discs and objective
pips of games in progress, are painted with the real drawing functions into a blank layer, and
each name's rectangle must cover none of those pixels nor another name's rectangle. On route
boards a name is the city's plate, which also holds its dot and its station.
"""

from __future__ import annotations

import random

import pytest

from game.client.headless import make_match
from game.client.pg import pygame
from game.client.scenes.table import TableScene


def boards(family: str) -> list[str]:
    from game.plugins import default_registry

    return sorted(r.id for r in default_registry().rulesets() if r.info.family == family)


def table_for(app, ruleset: str, players: int, seed: int = 1, variants=()):
    match = make_match(ruleset, variants, players, seed=seed, humans=1, registry=app.registry)
    table = TableScene(app, match)
    table.autoplay = False
    app.push(table)
    return table


def overlaps(names: dict, drawn: pygame.mask.Mask, origin) -> list[str]:
    """Names covering a drawn pixel or another name (their rectangles, in screen px)."""
    found = []
    rects = {k: pygame.Rect(int(r[0]), int(r[1]), int(r[2]), int(r[3])) for k, r in names.items()}
    for key, rect in rects.items():
        local = rect.move(-origin[0], -origin[1])
        probe = pygame.mask.Mask(local.size, fill=True)
        if drawn.overlap(probe, local.topleft) is not None:
            found.append(f"{key} covers a piece")
        for other, rect2 in rects.items():
            if other < key and rect.colliderect(rect2):
                found.append(f"{key} covers {other}")
    return found


def route_board_pieces(board) -> pygame.mask.Mask:
    """Every route drawn both free (tunnel teeth, ferry stripes) and claimed (car and shadow)."""
    from game.client import pieces

    layer = pygame.Surface(board.rect.size, pygame.SRCALPHA)
    for geom in board.routes.values():
        for k, (center, angle, length) in enumerate(geom.slots):
            c = board.local(center)
            pieces.draw_free_slot(layer, c, angle, length, geom.color, geom.tunnel, k < geom.ferry, True)
            pieces.draw_claimed_car(layer, c, angle, length, "pink")
    return pygame.mask.from_surface(layer)


@pytest.mark.parametrize("ruleset", boards("route"))
def test_route_board_names_clear_of_routes_and_each_other(app, ruleset):
    """Each city's name is on its plate (with its dot or station); no route, whether free or
    claimed, covers a plate, and no two plates overlap."""
    from game.client.board_layout import layout_conflicts

    table = table_for(app, ruleset, 2)
    board = table.hud.board
    labels = board.label_layout()
    assert set(labels) == set(board.city_pos)
    drawn = route_board_pieces(board)
    rects = {k: label.rect for k, label in labels.items()}
    assert overlaps(rects, drawn, board.rect.topleft) == []
    assert layout_conflicts(board.layout.positions, board.layout.sizes, board.layout.routes) == []
    for key, rect in rects.items():
        box = pygame.Rect(*map(int, rect))
        assert board.rect.contains(box), key
        for reserved in board.reserved:
            assert not pygame.Rect(reserved).colliderect(box), key


def grid_pieces(table) -> pygame.mask.Mask:
    from game.client import pieces

    hud, board, view = table.hud, table.hud.board, table.view
    layer = pygame.Surface(board.rect.size, pygame.SRCALPHA)
    for track in view["tracks"]:
        a, b = (board.local(p) for p in board.seg_ends(track["segment"]))
        pieces.draw_track(layer, a, b, hud.seat_colors[track["seat"]], track["double"])
    for seat, at in enumerate(view["markers"]):
        if at:
            pieces.draw_marker(layer, board.local(board.marker_spot(at)), hud.seat_colors[seat])
    for at in board.cities:
        pygame.draw.circle(layer, (0, 0, 0), board.local(board.pos[at]), board.city_r + 2)
    pips = hud.public_objective_pips(view)
    if pips is not None:
        layer.blit(pips, (0, 0))
    return pygame.mask.from_surface(layer)


@pytest.mark.parametrize("ruleset", boards("grid"))
def test_grid_board_names_move_clear_of_tracks_and_markers(app, ruleset):
    """Through whole rounds of random play (tracks and markers landing everywhere), no name ever
    lies under a piece, a city or another name."""
    from game.bots import make_bot

    variants = ()
    if ruleset == "transeuropa":
        variants = ("transeuropa-visible-objectives",)  # its pips are on the board too
    for seed in (1, 2):
        table = table_for(app, ruleset, 6 if seed == 1 else 4, seed=seed, variants=variants)
        match = table.match
        bots = {}
        rng = random.Random(seed)
        for step in range(160):
            if match.is_over:
                break
            seat = match.active_seats[0]
            bot = bots.setdefault(seat, make_bot("random", match, seat, rng.randrange(1000)))
            match.apply(bot.choose(match.view(seat), match.legal_actions(seat)))
            if step % 8 == 7:
                table.refresh()
                board = table.hud.board
                markers = [at for at in table.view["markers"] if at]
                names = board.names(table.view["tracks"], markers)
                assert all(label.clear for label in names.values()), (seed, step)
                found = overlaps({k: v.rect for k, v in names.items()}, grid_pieces(table), board.rect.topleft)
                assert found == [], (seed, step, found)
        table.close()


def test_grid_board_names_are_checked_against_the_pieces_that_came_only(app, monkeypatch):
    """A grid board's names, after each move, are checked against the pieces laid since the last
    check (and the names that found no clear place), not against every piece again: they are
    the names a check of every piece places, and far fewer checks are made."""
    from game.bots import make_bot
    from game.client import labels

    checks = [0]
    for kind in (labels.Band, labels.Box):
        hits = kind.hits
        monkeypatch.setattr(kind, "hits", lambda self, rect, hits=hits: (checks.__setitem__(0, checks[0] + 1),
                                                                           hits(self, rect))[1])
    quick, full = (table_for(app, "transeuropa", 4, seed=2) for _ in range(2))
    match = quick.match
    full.match = match
    bots, rng = {}, random.Random(2)
    counted = {"quick": 0, "full": 0}
    for step in range(60):
        if match.is_over:
            break
        seat = match.active_seats[0]
        bot = bots.setdefault(seat, make_bot("random", match, seat, rng.randrange(1000)))
        match.apply(bot.choose(match.view(seat), match.legal_actions(seat)))
        view = match.view(None)
        markers = [at for at in view["markers"] if at]
        for name, table in (("quick", quick), ("full", full)):
            board = table.hud.board
            if name == "full" and board._names_key is not None:  # as if every piece had changed
                board._names_key = (board._names_key[0] + ("-",), board._names_key[1])
            checks[0] = 0
            names = board.names(view["tracks"], markers)
            counted[name] += checks[0]
            placed = {at: (tuple(label.rect), label.leader) for at, label in names.items()}
            if name == "quick":
                expected = placed
        assert placed == expected, step
    assert counted["full"] > 3 * counted["quick"], counted
    quick.close()
    full.close()
