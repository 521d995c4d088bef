"""How to play (each ruleset's help.toml on screen) and the guided first game of Ticket to Ride
Europe."""

from __future__ import annotations

import random

import pytest

from game.client import theme, ui
from game.client.help_pictures import known
from game.client.scenes.help import HelpScene, help_of
from game.i18n import set_language
from game.plugins import default_registry
from tests.client.conftest import installed
from tests.client.driver import click

HELPED = [r for r in default_registry().records if r.ok and help_of(r) is not None]
RULESETS = [r.id for r in HELPED if r.info.kind == "ruleset"]


@pytest.fixture(autouse=True)
def english_after():
    yield
    set_language("en")


# --- reaching it --------------------------------------------------------------------------------


def test_how_to_play_opens_from_the_title_screen(app):
    from game.client.scenes.title import TitleScene

    title = TitleScene(app)
    app.push(title)
    click(app, title.nav.get("help").rect.center)
    assert isinstance(app.scene, HelpScene) and app.scene.record is not None
    click(app, app.scene.nav.get("back").rect.center)
    assert app.scene is title


@pytest.mark.skipif(not installed("transeuropa"), reason="needs Trans Europa")
def test_how_to_play_opens_from_new_game_on_the_game_picked_there(app):
    from game.client.scenes.newgame import NewGameScene

    scene = NewGameScene(app)
    app.push(scene)
    scene.pick_ruleset([r.id for r in scene.rulesets].index("transeuropa"))
    click(app, scene.nav.get("help").rect.center)
    assert isinstance(app.scene, HelpScene) and app.scene.record.id == "transeuropa"
    assert app.scene.nav.get("guide") is None  # the guided game teaches Europe only


@pytest.mark.skipif(not installed("europe") or not installed("europe-open-tickets"), reason="needs Europe")
def test_how_to_play_opens_from_the_pause_menu_on_the_game_at_the_table_with_its_variants(app):
    from game.client.headless import make_match
    from game.client.scenes.pause import PauseScene
    from game.client.scenes.table import TableScene

    match = make_match("europe", ["europe-open-tickets"], 3, seed=2, registry=app.registry)
    table = TableScene(app, match)
    table.autoplay = False
    app.push(table)
    table.open_menu()
    assert isinstance(app.scene, PauseScene)
    click(app, app.scene.nav.get("help").rect.center)
    scene = app.scene
    assert isinstance(scene, HelpScene) and scene.record.id == "europe"
    assert any(page.variant and page.record.id == "europe-open-tickets" for page in scene.pages())
    assert scene.nav.get("guide") is None  # a game is on the table: no button starts another
    click(app, scene.nav.get("back").rect.center)
    assert isinstance(app.scene, PauseScene)


# --- every ruleset's help, readable from the sofa --------------------------------------------


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("ruleset", RULESETS)
def test_every_page_of_every_installed_help_renders_with_text_of_24_px_or_more(app, monkeypatch, ruleset, lang):
    """Each section (and the variants' sections after the game's) is drawn in the language, its
    title and the start of its text on screen, no font under 24 px."""
    set_language(lang)
    scene = HelpScene(app, ruleset)
    app.push(scene)
    assert scene.record.id == ruleset
    sizes, drawn = [], []
    real_font, real_text = theme.font, theme.text

    def font(size, bold=False):
        sizes.append(size)
        return real_font(size, bold)

    def text(value, *args, **kwargs):
        drawn.append(value)
        return real_text(value, *args, **kwargs)

    for index, page in enumerate(scene.pages()):
        scene.go_to(index)
        monkeypatch.setattr(theme, "_text", {})
        monkeypatch.setattr(ui, "_buttons", {})
        monkeypatch.setattr(theme, "font", font)
        monkeypatch.setattr(theme, "text", text)
        app.draw()
        monkeypatch.setattr(theme, "font", real_font)
        monkeypatch.setattr(theme, "text", real_text)
        where = f"{ruleset} {lang} {page.section.id}"
        assert sizes and min(sizes) >= 24, (where, min(sizes))
        assert any(page.title(lang) in value for value in drawn), where
        first_words = page.text(lang).split()[0]
        assert any(value.startswith(first_words) for value in drawn), where
        sizes.clear()
        drawn.clear()


@pytest.mark.parametrize("record", HELPED, ids=lambda r: r.id)
def test_every_picture_a_help_names_can_be_drawn(record):
    """A picture is a drawing the client knows or a PNG in the package: a typo shows nothing."""
    for section in help_of(record).sections:
        if section.picture:
            assert known(section.picture, record), f"{record.id}: section {section.id!r}: {section.picture!r}"


def test_an_unknown_picture_draws_nothing_and_the_page_still_shows(app):
    from game.client.help_pictures import draw_picture

    record = default_registry().get(RULESETS[0])
    assert not known("no-such-picture", record) and not known("../../secret.png", record)
    assert draw_picture(app.screen, (0, 0, 400, 300), "no-such-picture", record, "en") is False


@pytest.mark.skipif(not installed("europe"), reason="needs Europe")
def test_pages_turn_and_the_section_list_follows(app):
    scene = HelpScene(app, "europe")
    app.push(scene)
    total = len(scene.pages())
    assert total > scene.list_rows()  # Europe and its house rules fill more than one list
    for _ in range(total + 2):
        target = scene.nav.get("next")
        if not target.enabled:
            break
        click(app, target.rect.center)
    assert scene.page_index == total - 1
    assert scene.list_top > 0 and scene.nav.get(("section", total - 1)) is not None
    assert not scene.nav.get("next").enabled
    click(app, scene.nav.get(("section", scene.list_top)).rect.center)
    assert scene.page_index == scene.list_top


@pytest.mark.skipif(not installed("europe"), reason="needs Europe")
def test_a_section_longer_than_its_page_scrolls(app, monkeypatch):
    from game.client.scenes import help as help_scene
    from game.manifest import HelpSection, Names

    long_text = " ".join(["Every word of a long rule."] * 120)
    section = HelpSection("long", Names("Long", "Long"), Names(long_text, long_text))
    scene = HelpScene(app, "europe")
    monkeypatch.setattr(scene, "pages", lambda: [help_scene.Page(scene.record, section)])
    app.push(scene)
    scene.rebuild()
    assert scene.max_scroll() > 0 and scene.scroll == 0
    click(app, scene.nav.get("scroll-down").rect.center)
    assert scene.scroll > 0
    from game.client.intents import Intent

    scene.handle(Intent("scroll_down"))
    scene.handle(Intent("scroll_down"))
    scene.handle(Intent("scroll_down"))
    assert scene.scroll == scene.max_scroll()
    assert not scene.nav.get("scroll-down").enabled


# --- the guided first game --------------------------------------------------------------------


def _act(table, rng):
    """The newcomer does what the hint asks (a route as soon as one can be paid, else cards)."""
    actions = [a for group in table.groups.values() for a in group]
    table.perform(rng.choice(table.guide.suggested(actions)))


@pytest.mark.skipif(not installed("europe"), reason="needs Europe")
def test_the_guided_game_advances_as_the_player_acts(app):
    """Welcome, tickets, two turns of cards, a route once one can be paid, more tickets, the score:
    each hint gives way when the player has done what it asks."""
    from game.bots import make_bot
    from game.client.guide import GuidedTable, start_guided_game

    table = start_guided_game(app, seed=4)
    assert isinstance(app.scene, GuidedTable)
    guide = table.guide
    assert guide.hint() == "welcome"
    click(app, table.nav.get(("guide", "next")).rect.center)
    rng = random.Random(4)
    bots = {}
    seen = ["welcome"]
    for _ in range(400):
        hint = guide.hint()
        if not seen or seen[-1] != hint:
            seen.append(hint)
        if hint is None or table.match.is_over:
            break
        if hint in ("score", "end"):
            click(app, table.nav.get(("guide", "next")).rect.center)
            continue
        seat = table.session.next_actor()
        if seat == guide.seat:
            assert table.groups, "the player's turn offers actions"
            _act(table, rng)
        else:
            assert hint == "wait"
            bot = bots.setdefault(seat, make_bot("random", table.match, seat, seat))
            table.perform(bot.choose(table.match.view(seat), table.match.legal_actions(seat)))
    assert guide.hint() is None and not guide.active
    order = [h for h in seen if h not in ("wait", "draw_more", "tunnel")]
    # Taking tickets brings the choice back ("keep at least 1"), so "tickets" may follow them.
    assert order in (["welcome", "tickets", "draw", "claim", "more_tickets", "score", "end", None],
                     ["welcome", "tickets", "draw", "claim", "more_tickets", "tickets", "score", "end", None]), seen
    assert {"tickets", "draw", "claim", "more_tickets", "score", "end"} <= guide.learnt
    claims = [a for a in table.match.log if a.seat == guide.seat and a.kind == "claim_route"]
    assert claims, "the player claimed a route before the guide moved on"


@pytest.mark.skipif(not installed("europe"), reason="needs Europe")
def test_the_guide_can_be_skipped_and_the_game_goes_on(app):
    from game.client.guide import start_guided_game

    table = start_guided_game(app, seed=5)
    click(app, table.nav.get(("guide", "skip")).rect.center)
    assert table.guide.hint() is None and table.nav.get(("guide", "skip")) is None
    assert app.scene is table and not table.match.is_over


@pytest.mark.skipif(not installed("europe"), reason="needs Europe")
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_every_hint_has_words_in_both_languages_at_24_px_or_more(app, monkeypatch, lang):
    from game.client.guide import LESSONS, start_guided_game
    from game.i18n import STRINGS

    for hint in LESSONS + ("draw_more", "tunnel", "wait"):
        for part in ("title", "text"):
            assert STRINGS[lang].get(f"guide.{hint}.{part}"), (lang, hint, part)
    set_language(lang)
    table = start_guided_game(app, seed=6)
    sizes = []
    real_font = theme.font

    def font(size, bold=False):
        sizes.append(size)
        return real_font(size, bold)

    monkeypatch.setattr(theme, "_text", {})
    monkeypatch.setattr(ui, "_buttons", {})
    monkeypatch.setattr(theme, "font", font)
    table.guide_layout = table.layout()
    hint, box, buttons, lines = table.guide_layout
    sizes.clear()
    import game.client.guide as guide_module

    guide_module.TableScene.draw(table, app.screen)  # the table alone, whose sizes are not ours
    sizes.clear()
    table.draw(app.screen)
    monkeypatch.setattr(theme, "font", real_font)
    assert hint == "welcome" and lines and min(sizes) >= 24
