"""Express's table spares its frames work: it makes ahead, one a quiet frame, what its card faces
need (the fonts they write with, then the faces: CardTable.paint_a_face_ahead), so no frame
carries both; it lays a view out once, works out its felt regions without writing their keys out,
its points once per view, and scales a flying card's picture once per size over its flights."""

from __future__ import annotations

import collections

import pytest

from game.client import theme, turn_recap
from game.client.headless import make_match
from game.client.pg import pygame
from game.client.scenes.table import TableScene

from .conftest import installed
from .test_move_frames import _standing_table

pytestmark = pytest.mark.skipif(not installed("express"), reason="express is not installed")


def _play(app, frames: int = 700):
    """An Express bots' game of ``frames`` frames; the frames in which a move was taken in. (The
    bots do not wait for each turn's recap to be read: these frames are about moves.)"""
    match = make_match("express", (), 4, seed=3, humans=0, registry=app.registry)
    table = TableScene(app, match)
    app.push(table)
    shows = set()
    show = table.show

    def shown(*args, **kwargs):
        shows.add(app.updates)
        return show(*args, **kwargs)
    table.show = shown
    first = app.updates
    hold, turn_recap.HOLD = turn_recap.HOLD, 0.0
    try:
        for _ in range(frames):
            table.session.wait_bot(10)
            app.update(1 / 60)
            app.draw()
    finally:
        turn_recap.HOLD = hold
    return table, first, shows


def test_express_paints_its_card_faces_ahead_in_quiet_frames_not_in_a_moves_frames(app, monkeypatch):
    """Express's card faces (0.2-0.6 ms each the first time) are painted ahead, one in a quiet
    frame of its own: once the table has stood a while, a move taken in (its cards flying) finds
    its faces painted. A face painted ahead writes its value with a font made in an earlier quiet
    frame: no frame both paints a face ahead and makes a font (0.3-0.4 ms the first time)."""
    from railcade_express import card_art

    monkeypatch.setattr(card_art, "_cache", {})  # faces and fonts made by other tests do not count
    monkeypatch.setattr(theme, "_fonts", {})
    faces, fonts = collections.Counter(), collections.Counter()
    paint, font = card_art._paint_face, theme.font

    def counted_face(*args, **kwargs):
        faces[app.updates] += 1
        return paint(*args, **kwargs)

    def counted_font(size, bold=False, condensed=False):
        if (size, bold, condensed) not in theme._fonts:
            fonts[app.updates] += 1
        return font(size, bold, condensed)
    monkeypatch.setattr(card_art, "_paint_face", counted_face)
    monkeypatch.setattr(theme, "font", counted_font)
    _table, first, shows = _play(app)
    late = [frame for frame in faces if frame - first > 300]
    assert len(shows) >= 10, len(shows)
    assert [frame for frame in late if frame in shows] == [], sorted(late)
    # Painted ahead, in frames of their own (after the first, whole, ones), one a frame.
    ahead = [frame for frame in faces if frame - first > 3 and frame not in shows]
    assert sum(faces.values()) >= 40 and all(faces[frame] == 1 for frame in ahead), dict(faces)
    assert [frame for frame in ahead if fonts[frame]] == [], sorted((f, fonts[f]) for f in ahead if fonts[f])
    # The fonts the faces need were made ahead, in quiet frames of their own.
    made = [frame for frame in fonts if frame - first > 3 and frame not in shows]
    assert len(made) >= 3 and all(fonts[frame] == 1 for frame in made), dict(fonts)


def test_express_looks_again_at_the_faces_ahead_only_when_their_sizes_change(app, monkeypatch):
    """What is left to make ahead is kept from frame to frame: the list of faces ahead is worked
    out again only when the sizes the table draws faces at change, not in every quiet frame."""
    from railcade_express import table_view

    asked = []
    faces_ahead = table_view.CardTable.faces_ahead

    def counted(hud):
        asked.append(tuple(sorted({zone.card for zone in hud.layout.zones.values()})))
        return faces_ahead(hud)
    monkeypatch.setattr(table_view.CardTable, "faces_ahead", counted)
    table, _first, shows = _play(app)
    assert len(shows) >= 10 and asked, (len(shows), asked)
    assert all(a != b for a, b in zip(asked, asked[1:])), asked
    # All made: the painted set holds every face of the last list.
    assert set(faces_ahead(table.hud)) <= table.hud._faces_painted


def test_express_lays_out_a_moves_view_once_for_its_animations_and_its_panels(app, monkeypatch):
    """A bot's move: its animations land on the new view's layout (where a card laid goes), and
    the panels and the felt take that view up a frame later: the view is laid out once, not
    once for each."""
    from railcade_express import table_layout

    laid = collections.Counter()
    views = []  # (held, so no two views share an id)
    compute = table_layout.compute

    def counted(view, viewer):
        laid[id(view)] += 1
        views.append(view)
        return compute(view, viewer)
    monkeypatch.setattr(table_layout, "compute", counted)
    _table, _first, shows = _play(app, 400)
    assert len(shows) >= 5 and len(laid) >= 5, (len(shows), len(laid))
    assert max(laid.values()) == 1, sorted(laid.values())


def test_express_compares_its_felt_regions_and_scores_by_value_not_written_out(app, monkeypatch):
    """A new view's felt regions (worked out in a frame of their own, while its cards fly) and its
    score boxes' key hold what they are painted from as it is, compared by value with what was
    last painted: nothing is written out as text to be compared (that was half their cost)."""
    from railcade_express import table_view

    table, _first, shows = _play(app, 300)
    assert shows
    hud = table.hud
    written = []
    monkeypatch.setattr(table_view, "repr", lambda value: written.append(value) or "", raising=False)
    regions = hud._table_regions(table.view)
    hud.render_right()
    assert written == [] and len(regions) >= 8
    # The same view and layout give equal keys; a view with one more card on the draw pile
    # differs in the draw pile's column of the band only.
    again = hud._table_regions(table.view)
    assert all(regions[name][0] == again[name][0] for name in regions)
    drawn = hud._table_regions(dict(table.view, pile=table.view["pile"] + 1))
    assert [name for name in regions if regions[name][0] != drawn[name][0]] == [("band", 0)]


def test_express_works_out_its_seats_points_once_per_view(app):
    """The seats' points (asked every frame: the score markers follow them) are worked out once
    per view, and again for a new one."""
    table = _standing_table(app, "express")
    hud = table.hud
    first = hud.points()
    assert hud.points() is first
    totals, team_of = table.view["totals"], table.view["team_of"]
    assert first == [totals[team_of[seat]] for seat in range(len(table.match.seats))]
    table.view = dict(table.view, totals=[t + 1 for t in totals])  # a new view, as after a move
    assert hud.points() == [p + 1 for p in first]


def test_express_scales_a_flying_cards_picture_once_per_size_over_its_flights(app, monkeypatch):
    """Cards drawn fly as backs from the draw pile, growing and shrinking through the same sizes
    each time: each size of the back is scaled once, not once per flight."""
    from railcade_express import card_art, table_anims

    monkeypatch.setattr(table_anims, "_SCALED", {}, raising=False)  # pictures kept by other tests do not count
    table = _standing_table(app, "express")
    scaled = collections.Counter()
    smoothscale = pygame.transform.smoothscale

    def counted(surf, size, *args):
        scaled[(id(surf), tuple(size))] += 1
        return smoothscale(surf, size, *args)
    monkeypatch.setattr(pygame.transform, "smoothscale", counted)
    back = card_art.back(table_anims.SMALL)
    for flight in range(3):
        table_anims._fly(table.hud, back, table.hud.layout.pile.center, (1600, 500))
        while table.animator.anims:
            app.update(1 / 60)
            app.draw()
    assert len(scaled) >= 3 and set(scaled.values()) == {1}, scaled


class _Recording(pygame.Surface):
    """A surface that notes where each picture was blitted."""

    def __init__(self, size):
        super().__init__(size)
        self.drawn: list[pygame.Rect] = []

    def blit(self, source, dest, area=None, special_flags=0):
        size = pygame.Rect(area).size if area is not None else source.get_size()
        self.drawn.append(pygame.Rect(pygame.Rect(dest).topleft if len(dest) == 4 else dest, size))
        return super().blit(source, dest, area, special_flags)


def test_a_felt_region_repainted_draws_nothing_outside_it(app, monkeypatch):
    """A region of the felt repainted (the surface clipped to it) draws the cards, words and frames
    that reach into it, not those wholly outside it, which would draw nothing: a card discarded
    repaints the discard pile's column without the disaster slot, a side's heading without its
    trains' cards and values. The whole felt painted so matches the felt painted at once."""
    table, _first, shows = _play(app, 600)
    assert shows
    hud, view = table.hud, table.view
    drawn_rects = []
    rect_of = pygame.draw.rect
    monkeypatch.setattr(pygame.draw, "rect", lambda surf, color, rect, *args, **kwargs: (
        drawn_rects.append(pygame.Rect(rect)), rect_of(surf, color, rect, *args, **kwargs))[1])
    whole = pygame.Surface(hud.board.rect.size)
    hud.paint_table(whole, view, set())
    regions = hud._table_regions(view)
    surf = _Recording(hud.board.rect.size)
    surf.fill((0, 0, 0))
    outside = {}
    for name in (("band", 1), ("band", 0), ("head", 0), ("head", 1), ("edge", 0)):
        for within in regions[name][1]:
            surf.drawn.clear()
            drawn_rects.clear()
            surf.set_clip(within)
            hud.paint_table(surf, view, set(), within=within)
            surf.set_clip(None)
            missed = [rect for rect in surf.drawn + drawn_rects if not rect.colliderect(within)]
            if missed:
                outside[name] = missed
    assert outside == {}, outside
    # Every region painted so, the felt is the felt painted whole.
    for name, (_key, rects) in regions.items():
        for within in rects:
            surf.set_clip(within)
            hud.paint_table(surf, view, set(), within=within)
    surf.set_clip(None)
    covered = [r for _key, rects in regions.values() for r in rects]
    for rect in covered:
        assert pygame.image.tobytes(surf.subsurface(rect), "RGB") == pygame.image.tobytes(whole.subsurface(rect), "RGB"), rect
