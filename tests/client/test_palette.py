"""The palettes tell the truth to every player: seat colours, card colours and route colours stay
apart in normal vision and under simulated protanopia, deuteranopia and tritanopia (Machado et al.
2009, severity 1.0), and the seats' symbols are not the cards' symbols.

Stated distance: CIEDE2000 >= 18 for every pair checked (about three times what people call
"clearly different side by side"; the closest pair of the old palette was 3.6).
"""

from __future__ import annotations

import pytest

from game.client import colour_vision as cv
from game.client import theme

MIN_DELTA_E = 18.0


def route_colours():
    return {k: v for k, v in theme.CARD_COLORS.items() if k != "locomotive"}


@pytest.mark.parametrize("lab1, lab2, expected", [
    # Sharma, Wu & Dalal (2005), table 1: pairs 1, 7, 17 and 25.
    ((50.0, 2.6772, -79.7751), (50.0, 0.0, -82.7485), 2.0425),
    ((50.0, 0.0, 0.0), (50.0, -1.0, 2.0), 2.3669),
    ((50.0, 2.5, 0.0), (73.0, 25.0, -18.0), 27.1492),
    ((60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387), 1.2644),
])
def test_ciede2000_reproduces_the_published_test_pairs(lab1, lab2, expected):
    assert cv.delta_e2000(lab1, lab2) == pytest.approx(expected, abs=1e-4)
    assert cv.delta_e2000(lab2, lab1) == pytest.approx(expected, abs=1e-4)


def test_simulations_keep_greys_grey_and_merge_red_with_green():
    """The Machado rows sum to 1 (a grey stays a grey); a protanope or a deuteranope sees the old
    red and green seats of this client as nearly one colour, which is why they changed."""
    for vision in cv.MACHADO_2009:
        r, g, b = cv.simulate((128, 128, 128), vision)
        assert abs(r - 128) < 1.5 and abs(g - 128) < 1.5 and abs(b - 128) < 1.5
    old_red, old_green = (222, 64, 58), (64, 178, 92)
    assert cv.distance(old_red, old_green) > 50
    assert cv.distance(old_red, old_green, "deuteranopia") < 10


@pytest.mark.parametrize("vision", cv.VISIONS)
def test_every_pair_of_route_and_card_colours_stays_apart(vision):
    closest = cv.closest_pairs(route_colours(), (vision,))[0]
    assert closest[0] >= MIN_DELTA_E, closest


@pytest.mark.parametrize("vision", cv.VISIONS)
def test_every_pair_of_seat_colours_stays_apart(vision):
    closest = cv.closest_pairs(theme.SEAT_COLORS, (vision,))[0]
    assert closest[0] >= MIN_DELTA_E, closest


def test_seat_colours_are_chosen_apart_from_the_card_colours():
    """A claimed route must not look like a free route of a card colour: no seat colour is near a
    card or route colour (the shapes differ too: hollow slots against solid outlined cars)."""
    closest = cv.closest_across(theme.SEAT_COLORS, route_colours())[0]
    assert closest[0] >= MIN_DELTA_E, closest


def test_old_seat_colour_names_still_load():
    """Saves written before the palette changed name seats "red", "blue", ...: each maps to a
    distinct seat colour and symbol of the new palette."""
    mapped = [theme.seat_color_id(old) for old in theme.SEAT_ALIASES]
    assert sorted(mapped) == sorted(theme.SEAT_COLORS)
    for old in theme.SEAT_ALIASES:
        assert theme.seat_rgb(old) in theme.SEAT_COLORS.values()
        assert theme.seat_symbol(old) in theme.SEAT_SHAPES


def test_seats_and_cards_use_two_separate_symbol_sets():
    seats = list(theme.SEAT_SYMBOLS.values())
    cards = [s for s in theme.CARD_SYMBOLS.values() if s]
    assert len(set(seats)) == len(seats) == len(theme.SEAT_COLORS)
    assert len(set(cards)) == len(cards)
    assert not set(seats) & set(cards)
    assert set(seats) <= set(theme.SEAT_SHAPES) and set(cards) <= set(theme.CARD_PICTURES)


def _mask(kind: str, size: int = 40):
    from game.client.pg import pygame

    surf = pygame.Surface((size * 2, size * 2), pygame.SRCALPHA)
    theme.symbol(surf, kind, (size, size), size, (255, 255, 255))
    return pygame.mask.from_surface(surf)


def test_no_seat_shape_looks_like_a_card_picture():
    """Compared as drawn (pixel overlap of the two outlines, intersection over union), no seat shape
    is nearly the same as a card picture (the old sets shared the square, the diamond, ...)."""
    seat_masks = {k: _mask(k) for k in theme.SEAT_SHAPES}
    card_masks = {k: _mask(k) for k in theme.CARD_PICTURES}

    def iou(m1, m2):
        inter = m1.overlap_area(m2, (0, 0))
        union = m1.count() + m2.count() - inter
        return inter / union

    for s, ms in seat_masks.items():
        assert ms.count() > 0
        for c, mc in card_masks.items():
            assert mc.count() > 0
            assert iou(ms, mc) < 0.8, (s, c)
