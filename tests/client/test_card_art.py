"""The cards and the score tables look designed: each colour card has a picture of its own (told
apart without its colour), the deck has a back of its own drawn without any letter, and the end
screen's score table keeps fixed columns with every text at 24 px or more."""

from __future__ import annotations

from itertools import combinations

import pytest

from game.client import cards, theme
from game.client.headless import make_match, play
from game.client.pg import pygame

from .conftest import installed

FACE = (120, 168)
PALE = (250, 246, 236)  # the medallion's disc, behind each card's picture


def colour_cards() -> list[str]:
    return [c for c in theme.CARD_COLORS if c != "gray"]  # gray is a route colour, not a card


def picture_mask(card: str) -> pygame.mask.Mask:
    """The picture on the card's medallion: every pixel of the central disc that is not the pale
    ground, whatever its colour."""
    face = cards.card_face(card, FACE)
    w, h = face.get_size()
    r = int(min(w, h) * 0.22)
    mask = pygame.mask.Mask((2 * r, 2 * r))
    cx, cy = w // 2, h // 2
    for x in range(2 * r):
        for y in range(2 * r):
            if (x - r) ** 2 + (y - r) ** 2 > r * r:
                continue
            px = face.get_at((cx - r + x, cy - r + y))
            if max(abs(px[i] - PALE[i]) for i in range(3)) > 60:
                mask.set_at((x, y), 1)
    return mask


def iou(m1: pygame.mask.Mask, m2: pygame.mask.Mask) -> float:
    inter = m1.overlap_area(m2, (0, 0))
    return inter / (m1.count() + m2.count() - inter)


def test_each_colour_card_has_a_picture_of_its_own():
    """Compared as drawn, without colour: no two cards' pictures overlap by more than 60 % (the old
    faces all carried the same wagon, an overlap of 100 %)."""
    masks = {card: picture_mask(card) for card in colour_cards()}
    for card, mask in masks.items():
        assert mask.count() > 150, card  # a real picture, not a dot
    for a, b in combinations(masks, 2):
        assert iou(masks[a], masks[b]) < 0.6, (a, b)


def test_card_faces_tell_the_colours_apart_in_grey():
    """A grey copy of each face (no colour at all) still differs from every other one."""
    greys = {card: pygame.transform.grayscale(cards.card_face(card, FACE)) for card in colour_cards()}
    for a, b in combinations(greys, 2):
        diff = sum(abs(greys[a].get_at((x, y))[0] - greys[b].get_at((x, y))[0])
                   for x in range(0, FACE[0], 4) for y in range(0, FACE[1], 4))
        assert diff / ((FACE[0] // 4) * (FACE[1] // 4)) > 8, (a, b)


def test_the_card_back_is_a_picture_drawn_without_any_letter(monkeypatch):
    """The back used to be a blue card with an "R": now no text is drawn on it at any size, and it
    is neither a flat colour nor any face."""
    def no_text(*args, **kwargs):
        raise AssertionError("text drawn on a card back")

    monkeypatch.setattr(theme, "text", no_text)
    monkeypatch.setattr(theme, "fit_text", no_text)
    monkeypatch.setattr(cards, "_cache", {})  # drawn afresh, not taken from an earlier test
    for size in ((64, 90), (120, 168), (128, 84)):
        for kind in ("train", "ticket"):
            back = cards.card_back(size, kind)
            colours = {tuple(back.get_at((x, y)))[:3] for x in range(4, size[0] - 4, 3) for y in range(4, size[1] - 4, 3)}
            assert len(colours) >= 3, (size, kind)  # a drawing, not a flat colour
    back = cards.card_back(FACE)
    for card in colour_cards():
        face = cards.card_face(card, FACE)
        same = sum(back.get_at((x, y)) == face.get_at((x, y)) for x in range(0, FACE[0], 4) for y in range(0, FACE[1], 4))
        assert same < 0.5 * (FACE[0] // 4) * (FACE[1] // 4), card


def test_the_art_notes_its_licence():
    assert "licence" in (cards.__doc__ or "").lower() and "by the project" in cards.__doc__


needs_europe = pytest.mark.skipif(not installed("europe"), reason="the Europe ruleset is not installed")


def score_scene(app, players: int, seed: int):
    from game.client.scenes.score import ScoreScene

    match = make_match("europe", (), players, seed=seed, humans=0, registry=app.registry)
    play(match, None, seed)
    scene = ScoreScene(app, match, final=True)
    app.push(scene)
    return scene


@needs_europe
def test_score_table_keeps_fixed_columns_and_24_px_text(app, monkeypatch):
    """Columns of one width for every seat, whatever the game's lines (two games of five seats lay
    out the same columns), and nothing drawn on the table below 24 px (it used to shrink to 16)."""
    from .test_text_sizes import Recorder

    drawn = Recorder(monkeypatch)
    first = score_scene(app, 5, 1)
    app.update(30.0)  # every line revealed
    app.draw()
    layout = first.layout()
    widths = {rect.w for rect in layout["columns"].values()}
    assert len(widths) == 1 and widths.pop() >= 240
    xs = sorted(rect.x for rect in layout["columns"].values())
    assert xs[0] == layout["labels"].right and all(b - a == layout["columns"][0].w for a, b in zip(xs, xs[1:]))
    assert {row.h for row in layout["rows"]} == {first.ROW_H}
    assert layout["rows"] and len(layout["rows"]) == len(first.rows())
    assert drawn.texts and drawn.too_small() == []
    app.pop()
    second = score_scene(app, 5, 4)
    assert {s: r.w for s, r in second.layout()["columns"].items()} == {s: r.w for s, r in layout["columns"].items()}
    assert sorted(r.x for r in second.layout()["columns"].values()) == xs


@needs_europe
def test_score_table_adds_up_each_category_per_seat(app):
    """A seat's cell of a row is the sum of its lines of that category, and the cells add up to the
    seat's total."""
    scene = score_scene(app, 3, 2)
    for seat, score in scene.scores.items():
        cells = scene.cells(seat)
        assert sum(points for points, _count in cells.values()) == score.total
        for key, (points, count) in cells.items():
            lines = [line for line in score.lines if scene.row_key(line) == key]
            assert points == sum(line.points for line in lines) and count == len(lines)
