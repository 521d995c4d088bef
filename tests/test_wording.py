"""Wording: real plural forms in French and English, French spacing, no "(s)" anywhere.

Covers the plural helper (game/i18n/plural.py), every string table the window shows (core,
areas, and the words the installed rulesets and table views register), and the sentences the
rulesets write themselves (their describe modules, the shared route sentences in game/rules and
their score labels), checked both on chosen counts and over whole random games.
"""

from __future__ import annotations

import random
import re

import pytest

from game.engine.actions import Action, Event
from game.engine.match import Match
from game.i18n import STRINGS
from game.i18n.plural import NBSP, NNBSP, format_text, french_spacing, plural, plural_index
from game.plugins import default_registry


# --- the helper --------------------------------------------------------------------------------


@pytest.mark.parametrize("count, fr, en", [(0, "carte", "cards"), (1, "carte", "card"), (2, "cartes", "cards"),
                                           (1.5, "carte", "cards"), (-1, "carte", "card"), (-2, "cartes", "cards"),
                                           (100, "cartes", "cards")])
def test_french_takes_the_singular_below_two_and_english_only_for_one(count, fr, en):
    assert plural(count, "fr", "carte", "cartes") == fr
    assert plural(count, "en", "card", "cards") == en


def test_a_count_field_picks_its_form_and_other_fields_format_as_usual():
    template = "{n} {n:carte|cartes} de plus, écart {dx:+.0f}"
    assert format_text(template, "fr", n=0, dx=3) == "0 carte de plus, écart +3"
    assert format_text(template, "fr", n=2, dx=-1) == "2 cartes de plus, écart -1"
    assert format_text("{n} {n:card|cards}", "en", n=0) == "0 cards"
    assert format_text("{n} {n:card|cards}", "en", n=1) == "1 card"
    assert format_text("{n:card|cards}", "en", n="many") == "cards"  # not a number: the plural
    assert plural_index(None, "fr") == 1


def test_french_spacing_puts_no_break_spaces_before_the_high_signs():
    text = french_spacing("Tunnel ! Manche 2 : « oui » ; 70 % ? F11 : plein écran")
    assert text == (f"Tunnel{NNBSP}! Manche 2{NBSP}: «{NBSP}oui{NBSP}»{NNBSP}; 70{NBSP}%{NNBSP}? "
                    f"F11{NBSP}: plein écran")
    assert french_spacing("{dx:+.0f} 12:30") == "{dx:+.0f} 12:30"  # no space, nothing to do


# --- every string table -----------------------------------------------------------------------

BRACES = re.compile(r"\{[^{}]*\}")


def _all_tables() -> dict[str, dict[str, str]]:
    """The tables once every installed plugin and table view has registered its words."""
    from game.client.table_views import all_view_records

    default_registry()  # importing the plugins registers their strings
    for record in all_view_records():
        try:
            record.load()
        except Exception:  # a broken view is reported elsewhere; its words are not ours to check
            pass
    return STRINGS


def wording_problems(text: str, lang: str) -> list[str]:
    """What is wrong with one piece of text the window shows."""
    problems = []
    plain = BRACES.sub("x", text)
    if "(s)" in plain or "(es)" in plain:
        problems.append('"(s)" instead of a plural form')
    if lang == "en" and re.search(r" [:;!?]", plain):
        problems.append("a space before : ; ! or ? in English")
    if lang == "fr":
        if re.search(r" [:;!?»]|« ", plain):
            problems.append("an ordinary space where French wants a no-break space")
        if re.search(r"[^\s\d\u00a0\u202f:/.\-][!?;]|[A-Za-zÀ-ÿ)»\"'][:]\s", plain):
            problems.append("no space before : ; ! ? in French")
    return problems


def test_every_string_table_has_plural_forms_and_the_right_spacing():
    found = []
    for lang, table in _all_tables().items():
        for key, text in table.items():
            found += [f"{lang} {key}: {p}: {text!r}" for p in wording_problems(text, lang)]
    assert not found, "\n".join(found)


def test_the_wording_check_catches_each_fault():
    assert wording_problems("{n} card(s)", "en")
    assert wording_problems("Tunnel : +2", "en")
    assert wording_problems("Tunnel : +2", "fr")  # an ordinary space: it may break before the colon
    assert wording_problems("Tunnel: +2", "fr")
    assert not wording_problems(french_spacing("Tunnel ! {n} {n:carte|cartes} : ok"), "fr")
    assert not wording_problems("Tunnel! {n} {n:card|cards}: ok", "en")


@pytest.mark.parametrize("key, values, fr, en", [
    ("table.tunnel_extra", {"n": 0}, "Tunnel\u00a0: +0 carte", "Tunnel: +0 cards"),
    ("table.tunnel_extra", {"n": 1}, "Tunnel\u00a0: +1 carte", "Tunnel: +1 card"),
    ("table.tunnel_extra", {"n": 2}, "Tunnel\u00a0: +2 cartes", "Tunnel: +2 cards"),
    ("score.n_routes", {"n": 1}, "1 route", "1 route"),
    ("score.n_routes", {"n": 2}, "2 routes", "2 routes"),
    ("score.n_cars", {"n": 0}, "0 wagon", "0 trains"),
    ("score.plain_tracks", {"n": 1}, "1 tronçon simple", "1 plain track"),
    ("score.double_tracks", {"n": 2}, "2 tronçons doubles", "2 double tracks"),
    ("saves.moves", {"n": 1}, "1 coup", "1 move"),
])
def test_table_strings_say_one_and_two_apart(key, values, fr, en):
    from game.i18n import set_language, tr

    try:
        set_language("fr")
        assert tr(key, **values) == fr
        set_language("en")
        assert tr(key, **values) == en
    finally:
        set_language("en")


def test_a_trans_europa_round_says_what_is_missing_in_one_term():
    """« Chaque tronçon de plaine manquant fait perdre 1 point » (Décompte des points de la manche):
    the round line and the round panel say the same words, zero parts left out."""
    from game.client.scenes.score import missing_tracks, points_left
    from game.i18n import set_language, tr

    try:
        set_language("en")
        assert missing_tracks(5, 0) == "5 plain tracks"
        assert missing_tracks(1, 1) == "1 plain track and 1 double track"
        assert tr("score.missing", what=missing_tracks(0, 2)) == "2 double tracks missing"
        assert points_left(1) == "1 point left" and points_left(-2) == "2 points below zero"
        set_language("fr")
        assert tr("score.missing", what=missing_tracks(5, 1)) == "Il manque 5 tronçons simples et 1 tronçon double"
        assert points_left(0) == "0 point restant" and points_left(-1) == "1 point sous zéro"
    finally:
        set_language("en")


# --- the rulesets' own sentences ---------------------------------------------------------------


def _match(ruleset: str, variants=(), seats: int = 3) -> Match:
    return Match(ruleset, variants, seats=seats, seed=7)


def _says(match: Match, item) -> tuple[str, str]:
    return match.describe(item, "fr"), match.describe(item, "en")


def test_route_games_count_tickets_and_trains_in_both_languages():
    """« Il doit conserver au moins l'une des trois cartes piochées » (Prendre des cartes Destination)."""
    for ruleset in ("europe", "marklin", "europe-express"):
        match = _match(ruleset)
        one = Event.make("tickets_kept", 0, kept=1, returned=2)
        two = Event.make("tickets_kept", 0, kept=2, returned=1)
        assert _says(match, one)[0].endswith("garde 1 destination, en rend 2"), ruleset
        assert _says(match, one)[1].endswith("keeps 1 ticket, returns 2"), ruleset
        assert "garde 2 destinations," in _says(match, two)[0] and "keeps 2 tickets," in _says(match, two)[1]
        last = [_says(match, Event.make("last_round", 0, trains=n)) for n in (0, 1, 2)]
        assert "0 wagon\u00a0: dernier tour\u202f!" in last[0][0] and "0 trains left: last round!" in last[0][1]
        assert "1 wagon\u00a0:" in last[1][0] and "1 train left" in last[1][1]
        assert "2 wagons\u00a0:" in last[2][0] and "2 trains left" in last[2][1]


def test_a_tunnel_says_how_many_more_cards_including_none():
    """« Pour chaque carte ainsi révélée [...] le joueur doit maintenant ajouter une nouvelle carte
    Wagon » (Tunnels): 0, 1 or 2 more cards, each said with its plural form."""
    match = _match("europe")
    said = [_says(match, Event.make("tunnel_revealed", 0, route="x", cards=(), extra=n)) for n in (0, 1, 2)]
    assert "0 carte de plus" in said[0][0] and "0 more cards" in said[0][1]
    assert "1 carte de plus" in said[1][0] and "1 more card to pay" in said[1][1]
    assert "2 cartes de plus" in said[2][0] and "2 more cards" in said[2][1]


def test_a_claim_names_its_cards_in_the_players_language():
    match = _match("europe")
    route = match.setup.data.board.route_ids()[0]
    fr, en = _says(match, Action(0, "claim_route", "route", route, ("red", "red", "locomotive")))
    assert "rouge ×2, Locomotive" in fr or "rouge ×2, locomotive" in fr.lower(), fr
    assert "red ×2" in en and "red, red" not in en


def test_marklin_counts_short_and_long_tickets_and_merchandise_points():
    match = _match("marklin")
    fr, en = _says(match, Action(0, "draw_tickets", "pile", "tickets", ("short", "long", "long")))
    assert "1 destination courte et 2 longues" in fr and "1 short and 2 long tickets" in en
    fr, en = _says(match, Action(0, "draw_tickets", "pile", "tickets", ("short", "short", "short", "long")))
    assert "3 destinations courtes et 1 longue" in fr and "3 short and 1 long ticket" in en
    fr, en = _says(match, Event.make("passenger_arrived", 0, city="Berlin", points=1))
    assert "1 point de marchandises" in fr and "1 merchandise point" in en


def test_express_counts_the_cards_drawn():
    match = _match("express", seats=2)
    fr, en = _says(match, Event.make("cards_drawn", 0, count=1))
    assert fr.endswith("pioche 1 carte") and en.endswith("draws 1 card")
    fr, en = _says(match, Event.make("cards_drawn", 0, count=2))
    assert fr.endswith("pioche 2 cartes") and en.endswith("draws 2 cards")


def test_score_labels_count_in_english_and_the_score_screen_says_them_in_french():
    from game.client.scenes.score import line_text
    from game.engine.score import ScoreLine
    from game.i18n import set_language

    try:
        set_language("fr")
        assert line_text(ScoreLine("routes", 1, "1 route", (("routes", ("a",)),))).endswith("1 route")
        assert line_text(ScoreLine("stations", 4, "1 unbuilt", (("unbuilt", 1),))).endswith("1 non bâtie")
        assert line_text(ScoreLine("merchandise", 4, "2 tokens", (("tokens", 2),))).endswith("2 jetons")
        assert line_text(ScoreLine("most_tickets", 0, "0 completed", (("completed", 0),))).endswith("0 réussie")
    finally:
        set_language("en")


GAMES = [("europe", ()), ("marklin", ()), ("europe-express", ()), ("transeuropa", ()),
         ("transeuropa", ("transeuropa-locomotive-blocking",)), ("express", ()),
         ("europe", ("europe-open-tickets",))]


@pytest.mark.parametrize("ruleset, variants", GAMES, ids=lambda g: g if isinstance(g, str) else "+".join(g))
def test_every_sentence_of_a_random_game_reads_well(ruleset, variants):
    """Whole random games (400 actions): every event and action sentence in both languages has
    no "(s)", no field left unfilled and the language's spacing."""
    records = {r.id for r in default_registry().records if r.ok}
    if ruleset not in records or not set(variants) <= records:
        pytest.skip(f"{ruleset} is not installed")
    match = Match(ruleset, variants, seats=4, seed=3)
    rng = random.Random(3)
    found = set()
    while not match.is_over and len(match.log) < 400:
        actions = match.legal_actions(rng.choice(match.active_seats))
        action = rng.choice(actions)
        for item in [action, *match.apply(action)]:
            for lang in ("fr", "en"):
                text = match.describe(item, lang)
                if text == str(item):
                    continue  # no sentence for this item (the window does not log it)
                problems = wording_problems(text, lang)
                if re.search(r"\{\w+(:[^}]*)?\}", text):
                    problems.append("an unfilled field")
                found |= {f"{item.kind} {lang}: {p}: {text!r}" for p in problems}
    assert not found, "\n".join(sorted(found))


def test_every_how_to_play_reads_well_in_both_languages():
    """The help.toml of every installed ruleset and variant, as the How to play screen shows it
    (French spacing added): no "(s)", the language's spacing."""
    from game.i18n.plural import typeset

    found = []
    for record in default_registry().records:
        helper = record.manifests.get("help") if record.ok and record.manifests is not None else None
        for section in getattr(helper, "sections", ()):
            for lang in ("fr", "en"):
                for part in (section.title, section.text):
                    text = typeset(part.get(lang), lang)
                    found += [f"{record.id} {section.id} {lang}: {p}" for p in wording_problems(text, lang)]
    assert not found, "\n".join(found)
